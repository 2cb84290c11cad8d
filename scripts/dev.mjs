// `npm run dev`: the API server (restarted on change by tsx) and Vite's dev
// server with hot reload, which proxies /api to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', PORT: process.env.API_PORT ?? '3000' },
  }),
  spawn('npx', ['vite', '--port', '5173'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
