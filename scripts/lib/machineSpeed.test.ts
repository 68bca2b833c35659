import assert from 'node:assert/strict';
import {test} from 'node:test';

import {countPageFaults, describeMachineSpeed, measureMachineSpeed} from './machineSpeed';

test('the page-fault probe touches memory the process never had: a fault for every page it touches', () => {
  const count = countPageFaults();
  assert.equal(count.pages, 16384);
  assert.ok(count.faults >= count.pages, `${count.faults} faults for ${count.pages} pages`);
});

test('the machine speed is three measured figures, each printed with its unit', () => {
  const speed = measureMachineSpeed();
  for (const [name, value] of Object.entries(speed))
    assert.ok(Number.isFinite(value) && value > 0, `${name}: ${value}`);
  assert.match(
    describeMachineSpeed(speed),
    /^a loop step [\d.]+ ns, a page fault [\d.]+ µs, starting Node \d+ ms$/,
  );
});
