import { freePort, ServerProcess } from '../../apps/server/test/helpers/server-process';
import { startNginx, startPostgres, startRedis } from '../../scripts/services.mjs';

export const INSTANCE_NAMES = ['app-1', 'app-2'] as const;

export type BalancedStack = {
  /** The public address: nginx with TLS in front of both instances. */
  url: string;
  /** nginx's plain-HTTP listener, which only redirects to `url`. */
  httpUrl: string;
  stop: () => Promise<void>;
};

type Stoppable = { stop: () => unknown };

/**
 * PostgreSQL, Redis, two built servers and nginx in front of them, all on loopback, deployed the way
 * docs/deploy/README.md says. Whatever started is stopped again if a later step fails.
 */
export async function startBalancedStack(): Promise<BalancedStack> {
  const started: Stoppable[] = [];
  const stop = async () => {
    for (const service of started.reverse()) await service.stop();
  };
  try {
    const postgres = await startPostgres();
    started.push(postgres);
    const redis = await startRedis();
    started.push(redis);
    const [httpsPort, httpPort, ...instancePorts] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    const url = `https://127.0.0.1:${httpsPort}`;
    const servers = INSTANCE_NAMES.map(
      (name, i) =>
        new ServerProcess(
          instancePorts[i]!,
          {
            NODE_ENV: 'production',
            LOCAL_SIGN_IN: 'on',
            TRUST_PROXY: '127.0.0.1',
            DATABASE_URL: postgres.url,
            REDIS_URL: redis.url,
            PUBLIC_URL: url,
            INSTANCE_NAME: name,
            DEMO_DATA: 'off',
            RATE_LIMIT_SCALE: '20',
          },
          'built',
        ),
    );
    started.push(...servers);
    // Both at once: migrations run under an advisory lock, as the README promises.
    await Promise.all(servers.map((server) => server.start()));
    const nginx = await startNginx({ httpsPort, httpPort, instances: [`127.0.0.1:${instancePorts[0]}`, `127.0.0.1:${instancePorts[1]}`] });
    started.push(nginx);
    return { url, httpUrl: nginx.httpUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
