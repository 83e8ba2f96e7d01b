import { benchLinks, reportLinks } from './links.js';

const b = await benchLinks({ seconds: Number(process.env.BENCH_SECONDS ?? 5) });
reportLinks(b);
