-- wrk script for bench/lib/http-load.ts: cycles through the request paths listed one a line in the file
-- given as script argument, signed in with the cookie from BENCH_COOKIE, and prints one parseable line.
local paths = {}
local i = 0

function init(args)
  for line in io.lines(args[1]) do
    if line ~= "" then paths[#paths + 1] = line end
  end
  wrk.headers["cookie"] = os.getenv("BENCH_COOKIE")
  -- What a browser sends: the server compresses large responses, and that CPU belongs in the figure.
  wrk.headers["accept-encoding"] = "gzip, br"
end

function request()
  i = i % #paths + 1
  return wrk.format("GET", paths[i])
end

-- Latencies in microseconds; wrk counts a status of 400 or more in errors.status.
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    "wrk-result requests=%d duration_us=%d p50_us=%d p95_us=%d p99_us=%d socket_errors=%d status_errors=%d\n",
    summary.requests, summary.duration,
    latency:percentile(50), latency:percentile(95), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout, e.status))
end
