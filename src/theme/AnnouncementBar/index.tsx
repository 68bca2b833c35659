import {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof AnnouncementBarType>;

const initiallyDismissedAttribute = 'data-announcement-bar-initially-dismissed';
const dismissStorageKey = 'docusaurus.announcement.dismiss';

/**
 * Docusaurus hides the bar with CSS when the reader had closed it before this page load. A new
 * announcement id resets that dismissal only after hydration, so the CSS would keep the new announcement
 * hidden until the next full page load. The theme's storage announces the reset as a `storage` event;
 * lifting the attribute then shows the new announcement at once.
 */
function useShowReopenedAnnouncement(): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key?.startsWith(dismissStorageKey) && event.newValue === 'false') {
        document.documentElement.setAttribute(initiallyDismissedAttribute, 'false');
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}

export default function AnnouncementBarWrapper(props: Props): ReactNode {
  useShowReopenedAnnouncement();
  return <AnnouncementBar {...props} />;
}
