// The CPU time a process has used so far, every thread of it together (its main thread, worker
// threads, V8's helper threads): what a load test reads before and after its load to tell what
// each request cost the server, whatever the machine's speed at that moment. Linux only (from
// /proc); elsewhere `null`, and the benchmarks print "n/a".
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

let ticksPerSecond

/** Seconds of CPU (user and system) process `pid` has used, or `null` where /proc is not there. */
export function cpuSeconds(pid) {
  return statCpuSeconds(`/proc/${pid}/stat`)
}

/**
 * Seconds of CPU each thread of process `pid` has used so far, by thread id (the main thread's id
 * is the process's); empty where /proc is not there.
 */
export function threadCpuSeconds(pid) {
  const threads = new Map()
  let ids = []
  try {
    ids = readdirSync(`/proc/${pid}/task`)
  } catch {
    return threads
  }
  for (const tid of ids) {
    // A thread may end between the listing and the read.
    const seconds = statCpuSeconds(`/proc/${pid}/task/${tid}/stat`)
    if (seconds !== null) threads.set(Number(tid), seconds)
  }
  return threads
}

function statCpuSeconds(path) {
  let stat
  try {
    stat = readFileSync(path, 'utf8')
  } catch {
    return null
  }
  // After the command's name, which is in parentheses and may hold spaces: field 3 (state) on.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  ticksPerSecond ??= clockTicks()
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond
}

function clockTicks() {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  } catch {
    return 100
  }
}
