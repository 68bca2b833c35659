-- wrk's figures of a run as one line of JSON (scripts/bench/hosting.ts reads it; latencies in µs).
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"duration":%d,"bytes":%d,"socketErrors":%d,"statusErrors":%d,"p50":%d,"p99":%d}\n',
    summary.requests, summary.duration, summary.bytes, e.connect + e.read + e.write + e.timeout, e.status,
    latency:percentile(50), latency:percentile(99)))
end
