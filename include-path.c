// SPDX-License-Identifier: MIT
/*
 * include-path.c — where #include finds its files.
 *
 * Takes a header name and the stream that includes it; gives the path to
 * read and an open file, or "skip it" for a header read before that would
 * give nothing now (#pragma once, or all inside #ifndef X with X still
 * defined), so that it is neither opened nor tokenized again.  The search
 * order: the includer's dir for "...", then -iquote, -I, -isystem, the
 * system dirs (/usr's, then those of the gcc found at build time, as
 * sparse; overridden by -gcc-base-dir, -multiarch-dir; none with
 * -nostdinc), -idirafter.
 *
 * State: the path (from the options, read-only after init_include_path());
 * the paths that failed to open and the dirs looked at, hashed, for the
 * whole run.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#include "lib.h"
#include "preprocess.h"
#include "token.h"

/* Streams before this are the preamble's; from file_first_stream, a file's. */
static int preamble_streams, file_first_stream;

void include_path_end_preamble(void)
{
	preamble_streams = file_first_stream = input_stream_nr;
}

void include_path_end_file(void)
{
	file_first_stream = input_stream_nr;
}



/*
 * One array: the -iquote dirs, then -I, -isystem, the system dirs and
 * -idirafter; "..." searches from quote_start, <...> from bracket_start.
 * A stream's next_path points after the dir it was found in.
 */
static const char **include_path;
static const char **bracket_start;
static int include_path_count, include_path_size;

#ifndef GCC_BASE
#define GCC_BASE ""
#endif
#ifndef MULTIARCH_TRIPLET
#define MULTIARCH_TRIPLET ""
#endif

static void add_dir(const char *dir)
{
	if (include_path_count + 1 >= include_path_size) {
		include_path_size = include_path_size * 2 + 32;
		include_path = realloc(include_path,
				       include_path_size * sizeof(char *));
		if (!include_path)
			die("out of memory");
	}
	include_path[include_path_count++] = dir;
	include_path[include_path_count] = NULL;
}

static void add_dirs(struct string_list *list)
{
	char *dir;

	FOR_EACH_PTR(list, dir) {
		add_dir(dir);
	} END_FOR_EACH_PTR(dir);
}

static char *join_path(const char *dir, const char *name)
{
	size_t len = strlen(dir) + strlen(name) + 2;
	char *path = xmalloc(len);

	snprintf(path, len, "%s/%s", dir, name);
	return path;
}

/*
 * /usr/local, the multiarch dir, /usr, then gcc's include dir: sparse's
 * order, not gcc's (<stdint.h> is glibc's, not gcc's wrapper of it).
 */
static void add_system_dirs(void)
{
	const char *base = gcc_base_dir ? gcc_base_dir : GCC_BASE;
	const char *triplet = multiarch_dir ? multiarch_dir :
			      MULTIARCH_TRIPLET;

	if (no_stdinc)
		return;
	add_dir("/usr/local/include");
	if (*triplet)
		add_dir(join_path("/usr/include", triplet));
	add_dir("/usr/include");
	if (*base)
		add_dir(join_path(base, "include"));
}

void init_include_path(void)
{
	int bracket;

	add_dirs(quote_include_dirs);
	bracket = include_path_count;
	add_dirs(include_dirs);
	add_dirs(system_include_dirs);
	add_system_dirs();
	add_dirs(after_include_dirs);
	add_dir(NULL);			/* make sure the array exists */
	include_path_count--;
	bracket_start = include_path + bracket;
}

/*
 * A path looked at, hashed: a file that failed to open (never tried
 * twice), or a dir stat()ed (missing or not).
 */
struct missing_path {
	struct missing_path *next;
	unsigned int hash;
	bool missing;
	char path[];
};

#define MISSING_HASH_SIZE 4096
static struct missing_path *missing_paths[MISSING_HASH_SIZE];

static unsigned int path_hash(const char *path, size_t len)
{
	unsigned int hash = 2166136261u;

	while (len--)
		hash = (hash ^ (unsigned char)*path++) * 16777619u;
	return hash;
}

/* The entry of the first @len bytes of @path, or NULL. */
static struct missing_path *known_path(const char *path, size_t len,
				       unsigned int hash)
{
	struct missing_path *entry;

	entry = missing_paths[hash % MISSING_HASH_SIZE];
	for (; entry; entry = entry->next)
		if (entry->hash == hash && !strncmp(entry->path, path, len) &&
		    !entry->path[len])
			return entry;
	return NULL;
}

static void remember_path(const char *path, size_t len, unsigned int hash,
			  bool missing)
{
	struct missing_path *entry = xmalloc(sizeof(*entry) + len + 1);

	entry->hash = hash;
	entry->missing = missing;
	memcpy(entry->path, path, len);
	entry->path[len] = '\0';
	entry->next = missing_paths[hash % MISSING_HASH_SIZE];
	missing_paths[hash % MISSING_HASH_SIZE] = entry;
}

/*
 * Whether the dir of @path is known not to exist; with @ask, when a file
 * in it failed to open, find out for the next ones.  Most headers of a
 * kernel file are tried first in -I dirs without their subdirectory
 * (arch/x86/include/linux): one stat() of the dir answers for all of them.
 */
static bool missing_dir(char *path, bool ask)
{
	char *slash = strrchr(path, '/');
	struct missing_path *entry;
	struct stat st;
	size_t len;
	unsigned int hash;
	bool missing;

	if (!slash || slash == path)
		return false;
	len = slash - path;
	hash = path_hash(path, len);
	entry = known_path(path, len, hash);
	if (entry || !ask)
		return entry && entry->missing;
	*slash = '\0';
	missing = stat(path, &st) < 0 && (errno == ENOENT || errno == ENOTDIR);
	*slash = '/';
	remember_path(path, len, hash, missing);
	return false;
}

/*
 * Was @path read before, and would it give nothing now: #pragma once, or
 * all inside #ifndef X with X still defined?
 */
static bool already_done(const char *path)
{
	int nr;

	for (nr = first_stream_named(path); nr >= 0;
	     nr = next_stream_named(nr)) {
		const struct stream *stream = &input_streams[nr];

		if (nr >= preamble_streams && nr < file_first_stream)
			continue;	/* an earlier file's */
		if (stream->once)
			return true;
		if (stream->constant == GUARD_YES)
			return defined_macro(stream->protect) != NULL;
	}
	return false;
}


/* Try @path: found, skipped (read before, guarded), or absent. */
static bool try_path(char *path, const char **next_path, struct found *found)
{
	size_t len = strlen(path);
	unsigned int hash = path_hash(path, len);
	struct missing_path *known = known_path(path, len, hash);
	int fd;

	if ((known && known->missing) || missing_dir(path, false))
		return false;
	if (already_done(path)) {
		found->path = path;
		found->fd = -1;
		return true;
	}
	fd = open(path, O_RDONLY);
	if (fd < 0) {
		if (errno == ENOENT)
			missing_dir(path, true);
		remember_path(path, len, hash, true);
		return false;
	}
	found->path = path;
	found->fd = fd;
	found->next_path = next_path;
	return true;
}

static bool search_dirs(const char *name, const char **dirs,
			struct found *found)
{
	for (; dirs && *dirs; dirs++) {
		char *path = join_path(*dirs, name);

		if (try_path(path, dirs + 1, found))
			return true;
		free(path);
	}
	return false;
}

/*
 * "name" looks in the includer's dir first; <name> and #include_next
 * (from where the includer was found) use the path only.
 */
bool find_include(const char *name, bool angle, bool next,
		  const struct stream *from, struct found *found)
{
	const char **dirs = angle ? bracket_start : include_path;

	found->path = NULL;
	found->fd = -1;
	found->next_path = NULL;
	if (name[0] == '/') {
		if (try_path(xstrdup(name), NULL, found))
			return true;
		free(found->path);
		found->path = NULL;
		return false;
	}
	if (next && from->next_path)
		return search_dirs(name, from->next_path, found);
	if (!angle && !next) {
		size_t len = strlen(from->path) + strlen(name) + 1;
		char *path = xmalloc(len);

		snprintf(path, len, "%s%s", from->path, name);
		if (try_path(path, include_path, found))
			return true;
		free(path);
	}
	return search_dirs(name, dirs, found);
}
