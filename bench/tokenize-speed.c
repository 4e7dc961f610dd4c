// SPDX-License-Identifier: MIT
/*
 * tokenize-speed.c — tokenizer throughput: reads the file names on stdin,
 * tokenizes each (no preprocessing, no output) and prints MB/s, with the
 * time to just read the same bytes as the floor.
 */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "../lib.h"
#include "../token.h"

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static char names[1 << 15][256];

static int read_names(void)
{
	int n = 0;

	while (n < (int)(sizeof(names) / sizeof(names[0])) &&
	       fgets(names[n], sizeof(names[n]), stdin)) {
		names[n][strcspn(names[n], "\n")] = 0;
		n++;
	}
	return n;
}

/* Read every file once: the floor under any tokenizer. */
static double read_all(int n, double *bytes)
{
	static char buffer[1 << 16];
	double start = now();
	int i;

	*bytes = 0;
	for (i = 0; i < n; i++) {
		int fd = open(names[i], O_RDONLY);
		ssize_t got;

		if (fd < 0)
			continue;
		while ((got = read(fd, buffer, sizeof(buffer))) > 0)
			*bytes += got;
		close(fd);
	}
	return now() - start;
}

static double tokenize_all(int n, unsigned long *tokens)
{
	double start = now();
	int i;

	*tokens = 0;
	for (i = 0; i < n; i++) {
		int fd = open(names[i], O_RDONLY);
		struct token *token;

		if (fd < 0)
			continue;
		token = tokenize(NULL, names[i], fd, NULL, NULL);
		for (; token && !eof_token(token); token = token->next)
			(*tokens)++;
		clear_token_alloc();
		clear_string_alloc();
	}
	return now() - start;
}

int main(int argc, char **argv)
{
	int n = read_names();
	double bytes, tread, ttok;
	unsigned long tokens;

	(void)argc;
	(void)argv;
	read_all(n, &bytes);		/* warm the page cache */
	tread = read_all(n, &bytes);
	ttok = tokenize_all(n, &tokens);
	printf("files: %d, %.1f MB, %lu tokens\n", n, bytes / 1e6, tokens);
	printf("read only: %8.1f MB/s\n", bytes / 1e6 / tread);
	printf("tokenize:  %8.1f MB/s (%.3f s)\n", bytes / 1e6 / ttok, ttok);
	return 0;
}
