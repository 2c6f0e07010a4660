import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Direction } from '@seedmatch/shared/ideas';
import type { Database } from '../../db/client';
import type { AppSocket } from '../realtime/realtime';
import { createInstruments, type Instruments } from './instruments';
import { metricsRoutes } from './metrics.routes';

/** What the routes and sockets report as it happens: only what was stored, so a retry counts once. */
export type Activity = {
  messageSent: () => void;
  swipeRecorded: (direction: Direction) => void;
  matchMade: () => void;
  /** Counts the socket as open until it disconnects. */
  socketOpened: (socket: AppSocket) => void;
};

const noActivity: Activity = {
  messageSent: () => undefined,
  swipeRecorded: () => undefined,
  matchMade: () => undefined,
  socketOpened: () => undefined,
};

// Not-found answers (the app's pages among them) share one label: raw paths would make series without end.
const UNMATCHED = 'unmatched';

function timeRequests(requests: Instruments['requests']) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED, status_code: reply.statusCode };
    requests.observe(labels, reply.elapsedTime / 1000);
    done();
  };
}

function activityOf({ messages, swipes, matches, sockets }: Instruments): Activity {
  return {
    messageSent: () => messages.inc(),
    swipeRecorded: (direction) => swipes.inc({ direction }),
    matchMade: () => matches.inc(),
    socketOpened: (socket) => {
      sockets.inc();
      socket.once('disconnect', () => sockets.dec());
    },
  };
}

/**
 * Prometheus metrics at GET /metrics for the holder of METRICS_TOKEN (docs/decisions/0050). Without the
 * token the app measures nothing and /metrics answers 404, as any unknown path. Mounted before the routes,
 * so that every route is timed.
 */
export async function mountMetrics(app: FastifyInstance, { token, database }: { token: string | undefined; database: Database }) {
  if (!token) {
    await app.register(metricsRoutes, { token: undefined });
    return noActivity;
  }
  const instruments = createInstruments(database);
  app.addHook('onResponse', timeRequests(instruments.requests));
  const stopTiming = database.queryTimings.listen((seconds) => instruments.queries.observe(seconds));
  app.addHook('onClose', async () => void stopTiming());
  await app.register(metricsRoutes, { token, registry: instruments.registry });
  return activityOf(instruments);
}
