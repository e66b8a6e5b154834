// The request log: one line per request, with the query string's values redacted (verification
// tokens travel in /verify?token=…) and never a body. In development on a terminal the lines are
// printed readably by pino-pretty; otherwise they are JSON lines.
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type PinoPretty from 'pino-pretty';
import type { Config } from '../config';

/** The path with each query value replaced: `/verify?token=…&role=…`. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const names = url
    .slice(mark + 1)
    .split('&')
    .filter(Boolean)
    .slice(0, 20)
    .map((pair) => `${pair.split('=')[0]!.slice(0, 40)}=…`);
  return `${url.slice(0, mark)}?${names.join('&')}`;
}

/** Logs each request once, when it ends; never the incoming request, the URL's query or a body. */
class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, line);
    else reply.log.info(fields, line);
  }

  override routeNotFound(request: FastifyRequest) {
    request.log.info(`Route ${request.method} ${redactUrl(request.url)} not found`);
  }
}

interface LogTarget {
  /** where log lines go; defaults to stdout */
  destination?: { write: (line: string) => void };
  /** whether stdout is a terminal (pretty lines in development) */
  isTTY?: boolean;
}

/** Fastify's logger options for this config. */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'nodeEnv'>,
  target: LogTarget = {},
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  const isTTY = target.isTTY ?? Boolean(process.stdout.isTTY);
  const pretty = config.nodeEnv === 'development' && isTTY;
  const serializers = {
    req: (request: FastifyRequest | IncomingMessage) => ({
      method: request.method,
      url: redactUrl(request.url ?? ''),
      host: 'host' in request && typeof request.host === 'string' ? request.host : undefined,
      remoteAddress: 'ip' in request ? request.ip : request.socket?.remoteAddress,
    }),
  };
  let stream = target.destination;
  if (pretty) {
    // Loaded only here: production never needs it. Formatting in the same thread, line by line.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { prettyFactory } = require('pino-pretty') as typeof PinoPretty;
    const prettify = prettyFactory({
      colorize: !target.destination,
      translateTime: 'HH:MM:ss',
      ignore: 'pid,hostname,reqId,req,res,responseTime',
      singleLine: true,
    });
    const out = target.destination ?? process.stdout;
    stream = { write: (line: string) => out.write(prettify(line)) };
  }
  return {
    logger: { level: config.logLevel, serializers, ...(stream ? { stream } : {}) },
    logController: new RequestLog(),
  };
}
