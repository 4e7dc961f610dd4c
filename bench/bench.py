#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""bench.py — this project's sparse against Debian's, on the kernel and on
generated inputs.  Run by `make bench` (bench/run); every part can be run
alone:

  bench/bench.py kernel [--files N] [--rounds R]   CPU and peak RSS per file
  bench/bench.py callgrind [--sample K]            instruction counts
  bench/bench.py floor [--files N]                 tokenize only, gcc
  bench/bench.py scaling [--max-mb M]              1 MB .. M MB generated
  bench/bench.py many [--files N]                  N files, one invocation
  bench/bench.py all                               all five, then the summary
  bench/bench.py corpora [--ref PATH|oracle] [--rounds R] [--csmith N]
                 [--corpus kernel-6.1|kernel-6.12|lua|csmith]...
                 the kernel lists of 6.1 and 6.12, Lua, N csmith programs:
                 ours against a reference checker (Debian's by default)

kernel: the command lines of ../shared/tools/kernel-checks.list are replayed
from the root of the prepared Linux tree (as kernel-check-run does), ours
and Debian's alternating file by file, R rounds; each file's CPU (user+sys)
and peak RSS come from wait4()'s rusage; a file's figure is its median over
the rounds.  Reported: total CPU ratio (sum of medians, ours/Debian), the
median and the worst per-file ratio (of each checker's fastest round: a
file of a few ms is easily doubled by one hiccup), and the RSS ratio (sum
of per-file peaks).  callgrind: `valgrind --tool=callgrind` instruction counts
("Collected") on K files spread evenly over the list — stable on a noisy
machine.  floor: what any checker must spend at least: the time to
tokenize the bytes the files and their headers are made of (bench/
tokenize-speed), and gcc -fsyntax-only on the same files for reference.
scaling: one generated file per size (many functions, a deep include
chain, long macro chains), checked by ours; CPU per MB must stay flat.

The last line is
  bench: cpu ratio X (ours/Debian), rss ratio Y, instructions ratio Z
"""
import argparse
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
import time

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOLS = os.path.join(os.path.dirname(TOP), 'shared', 'tools')
LIST = os.environ.get('KERNEL_CHECKS',
                      os.path.join(TOOLS, 'kernel-checks.list'))
TREE = os.environ.get('KERNEL_TREE', os.path.expanduser(
    '~/.cache/sparse-kernel/linux-6.1'))
OURS = os.environ.get('BENCH_SPARSE', os.path.join(TOP, 'sparse'))
DEBIAN = '/usr/bin/sparse'
SHARED = os.path.join(os.path.dirname(TOP), 'shared')
LIST_612 = os.environ.get('KERNEL_CHECKS_612', os.path.join(
    TOOLS, 'kernel-6.12-checks.list'))
TREE_612 = os.environ.get('KERNEL_TREE_612', os.path.expanduser(
    '~/.cache/sparse-kernel/linux-6.12'))
LUA = os.environ.get('LUA_DIR', os.path.join(SHARED, 'corpus', 'lua'))
ORACLE = os.environ.get('SPARSE_ORACLE', os.path.join(SHARED, 'oracle',
                                                       'sparse'))
CSMITH_DIR = os.environ.get('CSMITH_DIR', '/tmp/bench-csmith')


def kernel_lines(n):
    """The argument lists of the first n (all when 0) check lines."""
    if not os.path.exists(LIST):
        sys.exit(f'bench: no kernel checks list at {LIST} (KERNEL_CHECKS: '
                 'a file of kbuild checker command lines, one a line)')
    with open(LIST) as f:
        lines = [shlex.split(line) for line in f if line.strip()]
    return lines[:n] if n else lines


def spread(items, k):
    """k items spread evenly over the list."""
    if k >= len(items):
        return items
    step = len(items) / k
    return [items[int(i * step)] for i in range(k)]


MEASURE = os.path.join(TOP, 'bench', 'measure')


def run_measured(argv, cwd, stdin=None):
    """(cpu seconds, peak RSS in kB) of one run; output discarded.  Run
    through bench/measure: wait4() here would count Python's own RSS
    (measure.c says why)."""
    if not os.access(MEASURE, os.X_OK):
        sys.exit(f'bench: no {MEASURE} (make bench/measure)')
    out = subprocess.run([MEASURE] + argv, cwd=cwd, stdout=subprocess.PIPE,
                         stdin=stdin or subprocess.DEVNULL,
                         check=True).stdout.split()
    return float(out[0]) + float(out[1]), int(out[2])


def ratio(a, b):
    return a / b if b else float('nan')


def bench_kernel(nfiles, rounds):
    lines = kernel_lines(nfiles)
    cpu = {OURS: {}, DEBIAN: {}}
    rss = {OURS: {}, DEBIAN: {}}
    for r in range(rounds):
        for args in lines:
            name = args[-1]
            # alternate which goes first, so neither always finds the
            # page cache cold
            order = (OURS, DEBIAN) if r % 2 == 0 else (DEBIAN, OURS)
            for checker in order:
                c, m = run_measured([checker] + args, TREE)
                cpu[checker].setdefault(name, []).append(c)
                rss[checker].setdefault(name, []).append(m)
        print(f'  round {r + 1}/{rounds} done', file=sys.stderr)
    med = {k: {f: statistics.median(v) for f, v in d.items()}
           for k, d in cpu.items()}
    peak = {k: {f: max(v) for f, v in d.items()} for k, d in rss.items()}
    # per file, each checker's fastest round: a file of a few ms is
    # easily doubled by one hiccup of a loaded machine
    best = {k: {f: min(v) for f, v in d.items()} for k, d in cpu.items()}
    files = list(med[OURS])
    per_file = sorted((ratio(best[OURS][f], best[DEBIAN][f]), f)
                      for f in files)
    total = ratio(sum(med[OURS].values()), sum(med[DEBIAN].values()))
    rss_ratio = ratio(sum(peak[OURS].values()), sum(peak[DEBIAN].values()))
    print(f'kernel: {len(files)} files, {rounds} rounds, medians')
    print(f'  cpu  ours {sum(med[OURS].values()):.2f} s, Debian '
          f'{sum(med[DEBIAN].values()):.2f} s, ratio {total:.3f}')
    print(f'  per-file cpu ratio (fastest rounds): median '
          f'{statistics.median(r for r, _ in per_file):.3f}, worst '
          f'{per_file[-1][0]:.3f} ({per_file[-1][1]})')
    print(f'  peak rss ours {max(peak[OURS].values()) // 1024} MB, Debian '
          f'{max(peak[DEBIAN].values()) // 1024} MB (largest file); '
          f'ratio of sums {rss_ratio:.3f}')
    slow = [(r, f) for r, f in per_file if r > 1.5]
    print(f'  files over 1.5x: {len(slow)}')
    for r, f in slow[-10:]:
        print(f'    {r:.2f} {f} ours {best[OURS][f]:.3f} s Debian '
              f'{best[DEBIAN][f]:.3f} s')
    return total, rss_ratio


def corpus_jobs(which, ncsmith):
    """(label, argv after the checker, cwd) of each input of a corpus;
    an empty list, said on stderr, when its inputs are not here."""
    jobs = []
    if which in ('kernel-6.1', 'kernel-6.12'):
        lst, tree = (LIST, TREE) if which == 'kernel-6.1' else \
            (LIST_612, TREE_612)
        if not os.path.exists(lst) or not os.path.isdir(tree):
            print(f'  {which}: no list {lst} or tree {tree}: skipped',
                  file=sys.stderr)
            return []
        with open(lst) as f:
            for line in f:
                if line.strip():
                    args = shlex.split(line)
                    jobs.append((args[-1], args, tree))
    elif which == 'lua':
        if not os.path.isdir(LUA):
            print(f'  lua: no {LUA} (LUA_DIR): skipped', file=sys.stderr)
            return []
        for name in sorted(os.listdir(LUA)):
            if name.endswith('.c'):
                jobs.append((name, ['-Wall', '-O2', '-std=c99',
                                    '-DLUA_USE_LINUX', name], LUA))
    elif which == 'csmith':
        if not ncsmith:
            return []
        os.makedirs(CSMITH_DIR, exist_ok=True)
        for seed in range(1, ncsmith + 1):
            name = f'csmith-{seed}.c'
            path = os.path.join(CSMITH_DIR, name)
            if not os.path.exists(path):
                try:
                    out = subprocess.run(
                        ['csmith', '--seed', str(seed), '--no-argc'],
                        cwd=CSMITH_DIR, stdout=subprocess.PIPE,
                        check=True).stdout
                except (OSError, subprocess.CalledProcessError):
                    print('  csmith: no csmith (apt-get install csmith): '
                          'skipped', file=sys.stderr)
                    return []
                with open(path, 'wb') as f:
                    f.write(out)
            jobs.append((name, ['-I/usr/include/csmith', name], CSMITH_DIR))
    return jobs


def bench_corpus(which, jobs, ref, rounds):
    """Ours and ref alternating input by input, R rounds: the total CPU
    ratio (sums of medians), the peak-memory ratio (sums of per-input
    peaks), the worst inputs by CPU ratio, and each input over 10 MB of
    the reference's memory where ours needs more."""
    cpu = {OURS: {}, ref: {}}
    rss = {OURS: {}, ref: {}}
    crashed = []
    for r in range(rounds):
        for label, args, cwd in jobs:
            order = (OURS, ref) if r % 2 == 0 else (ref, OURS)
            for checker in order:
                c, m = run_measured([checker] + args, cwd)
                cpu[checker].setdefault(label, []).append(c)
                rss[checker].setdefault(label, []).append(m)
    med = {k: {f: statistics.median(v) for f, v in d.items()}
           for k, d in cpu.items()}
    peak = {k: {f: max(v) for f, v in d.items()} for k, d in rss.items()}
    best = {k: {f: min(v) for f, v in d.items()} for k, d in cpu.items()}
    files = list(med[OURS])
    per_file = sorted((ratio(best[OURS][f], best[ref][f]), f)
                      for f in files)
    total = ratio(sum(med[OURS].values()), sum(med[ref].values()))
    rss_ratio = ratio(sum(peak[OURS].values()), sum(peak[ref].values()))
    fat = [(peak[OURS][f], peak[ref][f], f) for f in files
           if peak[ref][f] > 10240 and peak[OURS][f] > peak[ref][f]]
    slow = [(r, f) for r, f in per_file if r > 1.5]
    print(f'{which}: {len(files)} inputs, {rounds} rounds: cpu ratio '
          f'{total:.3f} (ours {sum(med[OURS].values()):.2f} s), rss ratio '
          f'{rss_ratio:.3f}, over 1.5x: {len(slow)}, over the reference\'s '
          f'memory above 10 MB: {len(fat)}')
    for r, f in per_file[-3:][::-1]:
        print(f'    worst cpu {r:.2f} {f} (ours {best[OURS][f]:.3f} s, '
              f'ref {best[ref][f]:.3f} s, rss {peak[OURS][f] // 1024} MB '
              f'vs {peak[ref][f] // 1024} MB)')
    for o, m, f in sorted(fat, reverse=True)[:3]:
        print(f'    rss {o // 1024} MB vs {m // 1024} MB {f}')
    return total, rss_ratio


def bench_corpora(ref, rounds, ncsmith, only):
    if ref == 'oracle':
        ref = ORACLE
    if not os.access(ref, os.X_OK):
        sys.exit(f'bench: no reference checker {ref} (--ref PATH, or '
                 '"oracle": SPARSE_ORACLE)')
    print(f'corpora: ours {OURS} against {ref}')
    for which in only or ('kernel-6.1', 'kernel-6.12', 'lua', 'csmith'):
        jobs = corpus_jobs(which, ncsmith)
        if jobs:
            bench_corpus(which, jobs, ref, rounds)


def bench_many(nfiles):
    """Many files in one invocation: the first line's options (without
    its dependency file and per-file names), then the first N files.  A
    checker that frees each file's objects stays near its one-file peak."""
    lines = kernel_lines(nfiles)
    common = [a for a in lines[0][:-1]
              if not a.startswith('-Wp,') and 'KBUILD_' not in a]
    files = [args[-1] for args in lines]
    print(f'many: {len(files)} files in one invocation')
    res = {}
    for checker in (OURS, DEBIAN):
        single = max(run_measured([checker] + common + [f], TREE)[1]
                     for f in files)
        c, m = run_measured([checker] + common + files, TREE)
        res[checker] = m
        who = 'ours' if checker == OURS else 'Debian'
        print(f'  {who:6} cpu {c:6.2f} s, peak rss {m // 1024} MB '
              f'(largest one-file run: {single // 1024} MB)')
    print(f'  rss ratio {ratio(res[OURS], res[DEBIAN]):.3f}')


def instructions(argv, cwd):
    """Instructions executed by one run, as callgrind counts them."""
    proc = subprocess.run(['valgrind', '--tool=callgrind',
                           '--callgrind-out-file=/dev/null'] + argv,
                          cwd=cwd, stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, text=True,
                          errors='replace')
    for line in proc.stderr.splitlines():
        if 'Collected :' in line:
            return int(line.split(':')[-1])
    raise RuntimeError('no callgrind count for ' + argv[-1])


def bench_callgrind(k):
    sample = spread(kernel_lines(0), k)
    total = {OURS: 0, DEBIAN: 0}
    print(f'callgrind: {len(sample)} files')
    for args in sample:
        n = {c: instructions([c] + args, TREE) for c in (OURS, DEBIAN)}
        for c in n:
            total[c] += n[c]
        print(f'  {args[-1]:40} ours {n[OURS]:>13,} Debian '
              f'{n[DEBIAN]:>13,} ratio {ratio(n[OURS], n[DEBIAN]):.3f}')
    r = ratio(total[OURS], total[DEBIAN])
    print(f'  total ours {total[OURS]:,} Debian {total[DEBIAN]:,} '
          f'ratio {r:.3f}')
    return r


def gcc_args(args):
    """The kernel check line as gcc takes it: sparse's own flags and the
    dependency-writing -Wp,-MMD dropped."""
    out = []
    for a in args:
        if a.startswith(('-W', '--arch', '-mlittle-endian', '-fdiagnostic')):
            continue
        out.append(a)
    return out


def dependencies(args):
    """The files gcc reads for one check line."""
    proc = subprocess.run(['gcc', '-M'] + gcc_args(args), cwd=TREE,
                          stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                          text=True)
    words = proc.stdout.replace('\\\n', ' ').split()[1:]
    return [os.path.normpath(os.path.join(TREE, w)) for w in words]


def bench_floor(nfiles):
    lines = kernel_lines(nfiles)
    files = []
    for args in lines:
        files += dependencies(args)
    print(f'floor: {len(lines)} files, {len(files)} file reads '
          f'(sources and headers, each time it is included)')
    tok = subprocess.run([os.path.join(TOP, 'bench', 'tokenize-speed')],
                         input='\n'.join(files) + '\n', text=True,
                         stdout=subprocess.PIPE)
    for line in tok.stdout.splitlines():
        print('  tokenize-speed: ' + line)
    cpu = {OURS: 0.0, DEBIAN: 0.0, 'gcc': 0.0}
    for args in lines:
        cpu['gcc'] += run_measured(['gcc', '-fsyntax-only'] +
                                   gcc_args(args), TREE)[0]
        for c in (OURS, DEBIAN):
            cpu[c] += run_measured([c] + args, TREE)[0]
    print(f'  cpu: gcc -fsyntax-only {cpu["gcc"]:.2f} s, ours '
          f'{cpu[OURS]:.2f} s, Debian {cpu[DEBIAN]:.2f} s')


def generate(path, megabytes):
    """A C file of about @megabytes MB: a chain of 16 headers, each with
    macros built on the previous one's, then functions using them."""
    hdir = os.path.dirname(path)
    for i in range(16):
        with open(os.path.join(hdir, f'gen{i}.h'), 'w') as h:
            h.write(f'#ifndef GEN{i}_H\n#define GEN{i}_H\n')
            if i:
                h.write(f'#include "gen{i - 1}.h"\n')
                h.write(f'#define M{i}(x) (M{i - 1}(x) + M{i - 1}(1))\n')
            else:
                h.write('#define M0(x) ((x) * 3)\n')
            h.write(f'struct s{i} {{ int a, b; long c[4]; struct s{i} '
                    f'*next; }};\nstatic inline int f{i}(int x) '
                    f'{{ return M{i}(x) & 0xff; }}\n#endif\n')
    body = ('int fn{n}(struct s15 *p, int n)\n{{\n\tint i, sum = 0;\n'
            '\tfor (i = 0; i < n; i++) {{\n'
            '\t\tif (p->c[i & 3] > M1(i))\n\t\t\tsum += f3(i) + p->a;\n'
            '\t\telse\n\t\t\tsum -= p->next ? p->next->b : M0(n);\n'
            '\t}}\n\tswitch (sum & 7) {{\n\tcase 1: return sum << 2;\n'
            '\tcase 2 ... 5: return sum / 3;\n\tdefault: break;\n\t}}\n'
            '\treturn sum;\n}}\n\n')
    target = megabytes * 1024 * 1024
    with open(path, 'w') as f:
        f.write('#include "gen15.h"\n')
        f.write('extern int use(int);\n')
        size, n = 0, 0
        while size < target:
            text = body.format(n=n)
            f.write(text)
            size += len(text)
            n += 1


def bench_scaling(max_mb, with_debian):
    print('scaling: generated inputs, ours' +
          (' and Debian' if with_debian else ''))
    print('     MB   ours s   s/MB   ours RSS MB' +
          ('   Debian s' if with_debian else ''))
    per_mb = []
    with tempfile.TemporaryDirectory() as tmp:
        mb = 1
        while mb <= max_mb:
            path = os.path.join(tmp, f'gen-{mb}.c')
            generate(path, mb)
            c, m = run_measured([OURS, '-Wno-decl', path], tmp)
            per_mb.append(c / mb)
            line = f'  {mb:5} {c:8.2f} {c / mb:6.3f} {m // 1024:13}'
            if with_debian:
                d, _ = run_measured([DEBIAN, '-Wno-decl', path], tmp)
                line += f' {d:10.2f}'
            print(line)
            os.unlink(path)
            mb *= 2
    # super-linear: the largest input costs more per MB than the
    # cheapest size did (the smallest carries the start-up cost)
    growth = per_mb[-1] / min(per_mb)
    print(f'  cpu per MB at {mb // 2} MB / lowest cpu per MB: {growth:.2f}' +
          (' (linear)' if growth < 1.5 else ' (SUPER-LINEAR)'))


def main():
    p = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    p.add_argument('part', choices=['kernel', 'callgrind', 'floor',
                                    'scaling', 'many', 'all', 'corpora'])
    p.add_argument('--ref', default=DEBIAN,
                   help='corpora: the reference checker, or "oracle"')
    p.add_argument('--csmith', type=int, default=100,
                   help='corpora: csmith programs (seeds 1..N)')
    p.add_argument('--corpus', action='append',
                   choices=['kernel-6.1', 'kernel-6.12', 'lua', 'csmith'],
                   help='corpora: this one only (repeatable)')
    p.add_argument('--files', type=int, default=0,
                   help='first N kernel files (0: all)')
    p.add_argument('--rounds', type=int, default=3)
    p.add_argument('--sample', type=int, default=6,
                   help='files under callgrind')
    p.add_argument('--max-mb', type=int, default=16,
                   help='largest generated input (memory grows with it)')
    p.add_argument('--scaling-debian', action='store_true',
                   help='run Debian sparse on the generated inputs too')
    opt = p.parse_args()
    if opt.part == 'corpora':
        bench_corpora(opt.ref, opt.rounds, opt.csmith, opt.corpus)
        return
    if not os.path.exists(os.path.join(TREE, 'include', 'generated',
                                       'autoconf.h')) and \
            opt.part in ('kernel', 'callgrind', 'floor', 'many', 'all'):
        sys.exit(f'bench: no prepared kernel tree at {TREE} '
                 '(KERNEL_TREE: a configured Linux 6.1 tree after make '
                 'prepare)')
    cpu = rss = ins = None
    if opt.part in ('kernel', 'all'):
        cpu, rss = bench_kernel(opt.files, opt.rounds)
    if opt.part in ('callgrind', 'all'):
        ins = bench_callgrind(opt.sample)
    if opt.part in ('floor', 'all'):
        bench_floor(opt.files or 100)
    if opt.part in ('many', 'all'):
        bench_many(opt.files or 100)
    if opt.part in ('scaling', 'all'):
        bench_scaling(opt.max_mb, opt.scaling_debian)
    if opt.part == 'all':
        print(f'bench: cpu ratio {cpu:.2f} (ours/Debian), rss ratio '
              f'{rss:.2f}, instructions ratio {ins:.2f}')


if __name__ == '__main__':
    main()
