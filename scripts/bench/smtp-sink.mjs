// A throwaway SMTP server on loopback for benchmarks of a production server (which needs SMTP_URL
// and has no outbox): it accepts every mail, keeps it in memory, and hands out sign-in codes.
import { createServer } from 'node:net';

export async function startSmtpSink() {
  const mails = [];
  const waiters = [];
  const sockets = new Set();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let data = null; // the lines of a message while in DATA
    const reply = (line) => socket.write(`${line}\r\n`);
    reply('220 bench-sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk;
      let end;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            const raw = data.join('\n');
            data = null;
            mails.push(raw);
            for (const waiter of waiters.splice(0)) waiter();
            reply('250 OK queued');
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250 bench-sink');
        else if (command === 'DATA') {
          data = [];
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (command === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('250 OK');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();

  /** The newest sign-in code mailed to `email` after `since` mails had arrived (waits up to 10 s). */
  async function codeFor(email, since) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const mail = mails
        .slice(since)
        .reverse()
        .find((raw) => raw.toLowerCase().includes(`to: ${email}`));
      const code = mail && /sign-in code is\s*(\d{6})/.exec(mail.replace(/=\r?\n/g, ''))?.[1];
      if (code) return code;
      if (Date.now() > deadline) throw new Error(`No sign-in code reached the SMTP sink for ${email}.`);
      await new Promise((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    count: () => mails.length,
    codeFor,
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(resolve);
      }),
  };
}
