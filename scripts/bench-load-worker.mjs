// The clients of a timed load (`loadClients` of bench-http.mjs), on a thread of their own: its
// event loop writes the requests, reads the answers and times them, so the server's thread,
// when the server runs in the benchmark's process, serves them and nothing else. The requests
// go through `benchClient`, as every other request of the benchmarks does.
import { parentPort, workerData } from 'node:worker_threads'
import { benchClient } from './bench-http.mjs'

const client = benchClient({ connections: workerData.connections })
/** The last `{n}` given: each request of this thread takes the next. */
let number = 0

async function timedLoad({
  requests,
  concurrency,
  seconds = Infinity,
  runs = Infinity,
  minRuns = 1,
}) {
  const latencies = []
  let failed = false
  const begun = performance.now()
  const deadline = begun + seconds * 1000
  await Promise.all(
    Array.from({ length: concurrency }, async (_, k) => {
      const own = requests[k % requests.length]
      for (
        let run = 0;
        run < runs && !failed && (run < minRuns || performance.now() < deadline);
        run += 1
      ) {
        const { method = 'GET', url, headers, body } = own[run % own.length]
        number += 1
        const n = String(number)
        const request = [
          method,
          url.replaceAll('{n}', n),
          { headers, body: body?.replaceAll('{n}', n) },
        ]
        const started = performance.now()
        try {
          // Read to the answer's last byte; an answer outside 2xx rejects.
          await client.send(...request)
        } catch (error) {
          failed = true
          throw error
        }
        latencies.push(performance.now() - started)
      }
    }),
  )
  const elapsed = (performance.now() - begun) / 1000
  latencies.sort((a, b) => a - b)
  return { latencies, count: latencies.length, elapsed }
}

parentPort.on('message', async ({ id, load }) => {
  try {
    parentPort.postMessage({ id, result: await timedLoad(load) })
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.message ?? error) })
  }
})
