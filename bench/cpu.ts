import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ), 100 on Linux everywhere we run. */
const TICKS = 100;

interface ProcStat {
  pid: number;
  ppid: number;
  cpuMs: number;
}

function stat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: fields start after its `)`.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const ppid = Number(fields[1]);
    // utime and stime, and cutime and cstime: the children it has reaped (a PostgreSQL backend
    // or autovacuum worker that ended) stay counted in their postmaster.
    const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    return { pid, ppid, cpuMs: (ticks * 1000) / TICKS };
  } catch {
    return null;
  }
}

function cmdline(pid: number) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/**
 * CPU time used by a process and its children (PostgreSQL's backends are its postmaster's
 * children), in ms, leaving out the tree of `exceptPid` (an embedded PostgreSQL under the
 * server). On a machine shared with other work, CPU per request is what stays comparable from
 * run to run when latency does not. Linux only; null elsewhere.
 */
export function cpuMeter(rootPid: () => number | null, exceptPid: () => number | null = () => null) {
  return () => {
    const root = rootPid();
    if (root === null) return null;
    const except = exceptPid();
    const all = readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .map((d) => stat(Number(d)))
      .filter((s): s is ProcStat => s !== null);
    const tree = new Set([root]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const s of all)
        if (tree.has(s.ppid) && !tree.has(s.pid) && s.pid !== except) {
          tree.add(s.pid);
          grew = true;
        }
    }
    return all.filter((s) => tree.has(s.pid)).reduce((sum, s) => sum + s.cpuMs, 0);
  };
}

/**
 * CPU ms per unit of the work measured (a request, a booking): the server's own, PostgreSQL's
 * and the load generator's (this process, which shares the cores with both), as
 * "server / PostgreSQL / load generator", beside what the work answered.
 */
export function cpuPerUnit(serverPid: () => number | null, postmasterPid: () => number | null) {
  const serverCpu = cpuMeter(serverPid, postmasterPid);
  const pgCpu = cpuMeter(postmasterPid);
  return async <T>(work: () => Promise<T>, units: (done: T) => number) => {
    const [s0, p0, g0] = [serverCpu(), pgCpu(), process.cpuUsage()];
    const done = await work();
    const [s1, p1, g] = [serverCpu(), pgCpu(), process.cpuUsage(g0)];
    const per = (a: number | null, b: number | null) =>
      a === null || b === null ? '–' : ((b - a) / units(done)).toFixed(2);
    const generator = ((g.user + g.system) / 1000 / units(done)).toFixed(2);
    return { done, cpu: `${per(s0, s1)} / ${per(p0, p1)} / ${generator}` };
  };
}

/** The postmaster of the PostgreSQL whose data directory is `dataDir`. */
export function postmasterOf(dataDir: string): number | null {
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    const cmd = cmdline(Number(d));
    if (cmd.includes('postgres') && cmd.includes(dataDir)) return Number(d);
  }
  return null;
}
