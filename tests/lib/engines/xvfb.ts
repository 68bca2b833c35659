/** A virtual X display for the one engine here that needs a window: WebKitGTK. */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';

export const xvfbBinary = '/usr/bin/Xvfb';

export interface RunningDisplay {
  display: string;
  close(): Promise<void>;
}

export async function startXvfb(): Promise<RunningDisplay> {
  if (!fs.existsSync(xvfbBinary)) {
    throw new Error(
      `${xvfbBinary} is missing. Install Debian's Xvfb: apt-get update && apt-get install -y xvfb`,
    );
  }
  // -displayfd: Xvfb picks a free display number and writes it to file descriptor 3 once it accepts clients.
  const child: ChildProcess = spawn(
    xvfbBinary,
    ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'],
    {stdio: ['ignore', 'ignore', 'pipe', 'pipe']},
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const number = await new Promise<string>((resolve, reject) => {
    let output = '';
    const pipe = child.stdio[3] as NodeJS.ReadableStream;
    pipe.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve(output.trim());
    });
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${stderr}`)));
  });
  const killOnExit = (): void => void child.kill('SIGKILL');
  process.once('exit', killOnExit);
  return {
    display: `:${number}`,
    close: async () => {
      process.off('exit', killOnExit);
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
