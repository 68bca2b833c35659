import type {Card} from './card';

export interface Job {
  card: Card;
  /** Where the picture goes. */
  file: string;
  /** Name of the cached picture: a hash of the card and the template. */
  key: string;
}

export interface WorkerInput {
  jobs: Job[];
  cacheDir: string;
}

export interface WorkerResult {
  rendered: number;
  fromCache: number;
  cpuSeconds: number;
}
