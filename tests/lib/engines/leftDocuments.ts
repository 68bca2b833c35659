/**
 * Failed requests that are the site's problem, without those the browser cancels because the reader left their
 * document: a click on a link to another document (the locale switch, for one) aborts the old page's prefetches
 * that are still under way, which is what a browser must do. Each request is tagged with the main frame's
 * navigation count when it starts; a navigation request is seen before the old document's loads are aborted, so
 * an aborted request of an older document is known as such, however the events interleave.
 */
interface AnyRequest {
  url(): string;
  isNavigationRequest(): boolean;
  frame(): unknown;
  failure(): {errorText: string} | null;
}

/** Chromium's and Firefox's names for a load cancelled by the page or the browser (not by the network). */
const cancelled = /^(net::ERR_ABORTED|NS_BINDING_ABORTED)$/;

export class FailedRequests {
  private navigations = 0;
  private readonly documentOf = new WeakMap<object, number>();
  readonly seen: string[] = [];

  constructor(private readonly mainFrame: () => unknown) {}

  onRequest(request: AnyRequest): void {
    if (request.isNavigationRequest() && request.frame() === this.mainFrame()) this.navigations += 1;
    else this.documentOf.set(request, this.navigations);
  }

  onFailed(request: AnyRequest): void {
    const errorText = request.failure()?.errorText ?? '';
    const document = this.documentOf.get(request);
    if (cancelled.test(errorText) && document !== undefined && document < this.navigations) return;
    this.seen.push(`request failed: ${request.url()} (${errorText})`);
  }
}
