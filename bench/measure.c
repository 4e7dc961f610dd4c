// SPDX-License-Identifier: MIT
/*
 * measure.c — run a command, its output thrown away, and print its CPU
 * and peak memory: "USER_S SYS_S MAXRSS_KB STATUS" on one line.
 *
 * Why not wait4() from bench.py: a process started by Python's
 * subprocess begins as a copy (fork) or a borrower (vfork) of Python's
 * address space, and Linux carries the peak RSS over exec, so every input
 * measured that way peaked at Python's own 14-20 MB at least.  This
 * program's address space is small: the command forked from here peaks at
 * what the command itself touches.
 */
#include <fcntl.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

static double seconds(struct timeval tv)
{
	return tv.tv_sec + tv.tv_usec * 1e-6;
}

int
main(int argc, char **argv)
{
	struct rusage ru;
	int status, null;
	pid_t pid;

	if (argc < 2) {
		fprintf(stderr, "usage: measure COMMAND [ARG...]\n");
		return 2;
	}
	pid = fork();
	if (pid < 0) {
		perror("measure: fork");
		return 2;
	}
	if (pid == 0) {
		null = open("/dev/null", O_WRONLY);
		if (null >= 0) {
			dup2(null, 1);
			dup2(null, 2);
		}
		execvp(argv[1], argv + 1);
		_exit(127);
	}
	if (wait4(pid, &status, 0, &ru) < 0) {
		perror("measure: wait4");
		return 2;
	}
	printf("%.6f %.6f %ld %d\n", seconds(ru.ru_utime),
	       seconds(ru.ru_stime), ru.ru_maxrss, status);
	return 0;
}
