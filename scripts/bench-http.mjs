// Timed HTTP requests for the benchmarks. The server is measured as a browser on another machine
// would find it: connections kept alive, compressed answers accepted as browsers accept them,
// each answer read to its last byte. The benchmark runs on the same cores as the server, so its
// own client takes as little of them as it can: it neither decodes nor parses a timed answer.
// fetch took 1.8 ms of the benchmark's own CPU a member search at 10 clients; this, 0.6 ms.
//
// Timed loads run their clients in a worker thread (`loadClients`, bench-load-worker.mjs), on an
// event loop of their own. Most benchmarks serve the API in their own process: on its one event
// loop, writing requests, reading and collecting answers and timing them made each answer wait
// behind the client's work for the others, which clients on other machines never cause
// (decision 028: the conversation list's p95 at 10 clients, 111–114 ms with the clients on the
// server's loop, 70–80 ms from a separate process). On their own thread, the server's thread
// serves them alone.
import http from 'node:http'
import { promisify } from 'node:util'
import { Worker } from 'node:worker_threads'
import zlib from 'node:zlib'

/** The value `p` percent into the ascending `sorted` values (`p` 95: the p95). */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

const decoders = {
  br: promisify(zlib.brotliDecompress),
  gzip: promisify(zlib.gunzip),
}

/** A client of at most `connections` kept-alive connections. */
export function benchClient({ connections = 10 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })

  /** The body's text, decoded as the server encoded it. */
  const text = async ({ headers, body }) => {
    const decode = decoders[headers['content-encoding']]
    return (decode ? await decode(body) : body).toString('utf8')
  }

  /**
   * Sends a request: the status, the headers and the body as sent. An answer outside 2xx
   * rejects, with the start of its body: a benchmark never times a failure as an answer.
   */
  const send = (method, url, { headers = {}, body } = {}) =>
    new Promise((resolve, reject) => {
      const request = http.request(
        url,
        { method, agent, headers: { 'accept-encoding': 'br, gzip', ...headers } },
        (response) => {
          const chunks = []
          response.on('data', (chunk) => chunks.push(chunk))
          response.on('error', reject)
          response.on('end', () =>
            resolve({
              status: response.statusCode,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          )
        },
      )
      request.on('error', reject)
      request.end(body)
    }).then(async (response) => {
      if (response.status >= 200 && response.status < 300) return response
      const start = (await text(response)).slice(0, 300)
      throw new Error(`${method} ${url} answered ${response.status}: ${start}`)
    })
  const get = (url, headers = {}) => send('GET', url, { headers })

  return {
    send,
    get,
    text,
    /** GET `url` and parse its JSON. */
    json: async (url, headers = {}) => JSON.parse(await text(await get(url, headers))),
    close: () => agent.destroy(),
  }
}

/**
 * Clients of at most `connections` kept-alive connections in a worker thread of their own, the
 * one way the benchmarks time a load. `run(load)` times one load:
 * - `requests`: per client, the requests it sends in turn, over and over; client k takes
 *   `requests[k % requests.length]`. A request is data, as only data crosses to the thread:
 *   `{ method = 'GET', url, headers, body }`, `url` whole; `{n}` in `url` or `body` becomes a
 *   number no other request of this thread had (a message's new `client_request_id`);
 * - `concurrency` clients, each sending its next request once the last is answered;
 * - `seconds`: after as many seconds, a client starts no more requests once it has sent
 *   `minRuns` (by default 1); `runs`: at most as many requests a client. One of the two is needed.
 * Each request is sent through `benchClient` and timed from its start to the last byte of its
 * answer. Resolves with `{ latencies, count, elapsed }`: the latencies in ms, ascending, their
 * count and the seconds from the first request to the last answer. An answer outside 2xx or a
 * failed request rejects, with the status and the start of the body, and stops the load.
 * `close()` ends the thread and its connections.
 */
export function loadClients({ connections = 10 } = {}) {
  const worker = new Worker(new URL('./bench-load-worker.mjs', import.meta.url), {
    workerData: { connections },
  })
  // Between loads the idle thread does not keep the process alive.
  worker.unref()
  const pending = new Map()
  let nextId = 0
  const settle = (id) => {
    const call = pending.get(id)
    pending.delete(id)
    if (pending.size === 0) worker.unref()
    return call
  }
  const failAll = (error) => {
    for (const id of [...pending.keys()]) settle(id).reject(error)
  }
  worker.on('message', ({ id, error, result }) => {
    const call = settle(id)
    if (error === undefined) call.resolve(result)
    else call.reject(new Error(error))
  })
  worker.on('error', failAll)
  worker.on('exit', (code) => failAll(new Error(`The load clients' thread ended (${code})`)))
  return {
    run: (load) =>
      new Promise((resolve, reject) => {
        if (load.seconds === undefined && load.runs === undefined) {
          throw new Error('A load needs `seconds` or `runs`')
        }
        const id = nextId++
        pending.set(id, { resolve, reject })
        worker.ref()
        worker.postMessage({ id, load })
      }),
    close: () => worker.terminate(),
  }
}
