/** What the pool (`./pool.ts`) and its workers (`./worker.ts`) send each other. */
export interface WorkerInput {
  /** Copies made before, named after a hash of the file's content and the compression settings. */
  cacheDir: string;
  /** One Int32: {@link fullSpeed} or {@link stopWorkers} once the build is over, 0 until then. */
  control: SharedArrayBuffer;
}

/** The build is over: the workers take normal priority again and finish every batch. */
export const fullSpeed = 1;
/** The build process is over and hands the rest to the next one: the workers stop after their current file. */
export const stopWorkers = 2;

export interface BatchMessage {
  type: 'batch';
  id: number;
  files: string[];
  /** Brotli quality for every file of the batch. */
  quality: number;
  /** One Int32: the index of the next file to take, shared by every worker of the pool. */
  counter: SharedArrayBuffer;
}

export type PoolMessage = BatchMessage | {type: 'close'};

export interface BatchStats {
  files: number;
  fromCache: number;
  bytes: number;
  brBytes: number;
  gzBytes: number;
  /** CPU time the workers spent on the batch's files. */
  cpuSeconds: number;
}

export type WorkerMessage = {type: 'batch-done'; id: number; stats: BatchStats};
