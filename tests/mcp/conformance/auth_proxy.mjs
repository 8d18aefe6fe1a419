// A loopback proxy for the conformance run: the official suite sends no credentials, and /mcp
// answers only callers with an API key, so this adds `Authorization: Bearer KEY` to every request
// and passes everything else through unchanged (the Origin and Mcp-* headers included).
// Usage: node auth_proxy.mjs TARGET_PORT KEY   (prints "proxy PORT" once listening)
import http from 'node:http';

const [targetPort, key] = process.argv.slice(2);
const server = http.createServer((req, res) => {
  const headers = { ...req.headers, authorization: `Bearer ${key}` };
  delete headers.host;
  const upstream = http.request({ host: '127.0.0.1', port: Number(targetPort), path: req.url, method: req.method, headers },
    (answer) => {
      res.writeHead(answer.statusCode, answer.headers);
      answer.pipe(res);
    });
  upstream.on('error', () => {
    res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
});
server.listen(0, '127.0.0.1', () => console.log(`proxy ${server.address().port}`));
