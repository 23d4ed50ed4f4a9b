// Loopback load run of the API: starts the built app (`npm start`, or `npm run serve` with
// LOAD_SKIP_BUILD=1) on 127.0.0.1:8795 in its own process group, drives each endpoint with
// autocannon (bounded: LOAD_REQUESTS requests or LOAD_SECONDS seconds per endpoint, whichever
// comes first), prints req/s, latency and errors, then stops the server. Exits 1 on any error or
// non-2xx answer. Run with `node test/bench/load.mjs` through npx/npm (Node 24).
import autocannon from "autocannon";
import { spawn } from "node:child_process";

const PORT = Number(process.env.LOAD_PORT ?? 8795);
const BASE = `http://127.0.0.1:${PORT}`;
const REQUESTS = Number(process.env.LOAD_REQUESTS ?? 3000);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 8);

function startServer() {
  const script = process.env.LOAD_SKIP_BUILD ? "serve" : "start";
  const child = spawn("npm", ["run", script], {
    detached: true, // its own process group, so the whole tree can be stopped
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PORT: String(PORT), CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  });
  return child;
}

function stopServer(child) {
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
}

async function waitForHealth(timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`${BASE}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer ${BASE}/api/health in ${timeoutMs / 1000} s`);
}

async function postJson(path, body) {
  const res = await fetch(`${BASE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A whole conversation through the server, for the bodies of the later endpoints. */
async function conversation(projectData) {
  const { constructionType, state, city } = projectData;
  let step = await postJson("/api/initialize-questions", { constructionType, state, city });
  const answers = [];
  while (step.question) {
    const q = step.question;
    const answer = q.kind === "number" ? 2400 : answers.length % 2 ? "b" : "c";
    answers.push({ question: q.question, answer, questionNumber: q.questionNumber });
    step = await postJson("/api/next-question", { projectData, currentAnswer: answer, answers });
  }
  return answers;
}

function run(name, request) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: BASE,
        connections: CONNECTIONS,
        amount: REQUESTS,
        duration: SECONDS,
        requests: [request],
      },
      (err, result) => (err ? reject(err) : resolve({ name, result })),
    );
  });
}

const server = startServer();
let failed = false;
try {
  await waitForHealth();
  const projectData = {
    constructionType: "single-family",
    state: "Texas",
    city: "Austin",
    timestamp: "2026-11-21T10:00:00.000Z",
  };
  const answers = await conversation(projectData);
  const { id } = await postJson("/api/estimates", { projectData, answers });
  const json = (path, body) => ({
    method: "POST",
    path,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const cases = [
    [
      "POST /api/initialize-questions",
      json("/api/initialize-questions", {
        constructionType: "office-building",
        state: "ohio",
        city: "Columbus",
      }),
    ],
    [
      "POST /api/next-question (5 answers)",
      json("/api/next-question", {
        projectData,
        currentAnswer: answers[4].answer,
        answers: answers.slice(0, 5),
      }),
    ],
    ["POST /api/final-estimate", json("/api/final-estimate", { projectData, answers })],
    ["POST /api/download-estimate", json("/api/download-estimate", { projectData, answers })],
    [
      "POST /api/estimate",
      json("/api/estimate", { constructionType: "healthcare", state: "New York", areaSqFt: 50000 }),
    ],
    ["POST /api/estimates", json("/api/estimates", { projectData, answers })],
    ["GET /api/estimates/{id}", { method: "GET", path: `/api/estimates/${id}` }],
  ];
  const rows = [];
  for (const [name, request] of cases) rows.push(await run(name, request));
  const w = Math.max(...rows.map((r) => r.name.length));
  console.log(
    `${"endpoint".padEnd(w)}  ${"requests".padStart(8)}  ${"req/s".padStart(7)}  ${"p50 ms".padStart(7)}  ${"p99 ms".padStart(7)}  ${"errors".padStart(6)}  ${"non-2xx".padStart(7)}`,
  );
  for (const { name, result: r } of rows) {
    const bad = r.errors + r.timeouts + r.non2xx;
    if (bad > 0) failed = true;
    console.log(
      `${name.padEnd(w)}  ${String(r.requests.total).padStart(8)}  ${r.requests.average.toFixed(0).padStart(7)}  ${String(r.latency.p50).padStart(7)}  ${String(r.latency.p99).padStart(7)}  ${String(r.errors + r.timeouts).padStart(6)}  ${String(r.non2xx).padStart(7)}`,
    );
  }
} catch (err) {
  failed = true;
  console.error(err);
} finally {
  stopServer(server);
}
process.exit(failed ? 1 : 0);
