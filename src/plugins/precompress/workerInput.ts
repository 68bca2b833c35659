/** What the pool (`./pool.ts`) and its workers (`./worker.ts`) send each other. */
export interface WorkerInput {
  /** Copies made before, named after a hash of the file's content and the compression settings. */
  cacheDir: string;
  /** One Int32: 1 once the build is over and the workers should take normal priority again. */
  control: SharedArrayBuffer;
}

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
