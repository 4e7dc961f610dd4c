// SPDX-License-Identifier: MIT
/*
 * test-inspect.c — browse each file's symbols, statements and expressions.
 *
 * usage: test-inspect [--dump] [sparse options] FILE...
 * Checks each file as sparse does and builds the tree show-tree.c makes
 * of what it declared.  With --dump, or when standard input or output is
 * not a terminal, prints it (dump_tree()).  Otherwise browses it full
 * screen: the terminal in raw mode on its alternate screen, drawn with
 * ANSI escapes, put back as it was on exit, on SIGINT, SIGTERM and
 * SIGTSTP; SIGWINCH redraws at the new size.  Keys: see usage_line.
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/select.h>
#include <termios.h>
#include <unistd.h>

#include "lib.h"
#include "show-tree.h"
#include "symbol.h"

static const char usage[] =
	"usage: test-inspect [--dump] [sparse options] FILE...\n"
	"Browses what each file declares, as a tree (on a terminal):\n"
	"  j/k move, Enter fold, h/l out/in, / search, n next, a all symbols,\n"
	"  g/G first/last, q quit.\n"
	"  --dump   print the tree as text (also when not on a terminal)\n";

static const char usage_line[] =
	"j/k move  Enter fold  h/l out/in  / search  n next  a all  g/G  q quit";

// The terminal: raw mode and the alternate screen, and back

#define ENTER_SCREEN "\033[?1049h\033[?25l"
#define LEAVE_SCREEN "\033[?25h\033[?1049l"

static struct termios saved_termios;
static volatile sig_atomic_t terminal_raw;	/* raw mode is on */
static volatile sig_atomic_t resized;		/* SIGWINCH: redraw */

static void write_all(const char *text, size_t len)
{
	while (len) {
		ssize_t n = write(STDOUT_FILENO, text, len);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return;
		text += n;
		len -= n;
	}
}

/* Async-signal-safe: called from the signal handlers too. */
static void enter_raw_mode(void)
{
	struct termios raw = saved_termios;

	raw.c_iflag &= ~(IXON | ICRNL | INLCR | IGNCR | ISTRIP | BRKINT);
	raw.c_oflag &= ~OPOST;
	raw.c_lflag &= ~(ICANON | ECHO | IEXTEN);	/* ISIG stays */
	raw.c_cc[VMIN] = 1;
	raw.c_cc[VTIME] = 0;
	tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw);
	write_all(ENTER_SCREEN, sizeof(ENTER_SCREEN) - 1);
	terminal_raw = 1;
}

static void restore_terminal(void)
{
	if (!terminal_raw)
		return;
	terminal_raw = 0;
	write_all(LEAVE_SCREEN, sizeof(LEAVE_SCREEN) - 1);
	tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved_termios);
}

/* SIGINT, SIGTERM: the terminal back, then die of the signal. */
static void on_fatal_signal(int sig)
{
	restore_terminal();
	signal(sig, SIG_DFL);
	raise(sig);
}

/* SIGTSTP (^Z): the terminal back while stopped, raw again after. */
static void on_stop(int sig)
{
	bool was_raw = terminal_raw;

	restore_terminal();
	kill(getpid(), SIGSTOP);
	if (!was_raw)
		return;		/* stopped while quitting: stay cooked */
	enter_raw_mode();
	resized = 1;
}

static void on_resize(int sig)
{
	resized = 1;
}

static void handle_signal(int sig, void (*handler)(int))
{
	struct sigaction action;

	memset(&action, 0, sizeof(action));
	action.sa_handler = handler;
	sigemptyset(&action.sa_mask);
	sigaction(sig, &action, NULL);	/* no SA_RESTART: read() sees EINTR */
}

static void start_terminal(void)
{
	sigset_t winch;

	tcgetattr(STDIN_FILENO, &saved_termios);
	atexit(restore_terminal);
	handle_signal(SIGINT, on_fatal_signal);
	handle_signal(SIGTERM, on_fatal_signal);
	handle_signal(SIGHUP, on_fatal_signal);
	handle_signal(SIGTSTP, on_stop);
	handle_signal(SIGWINCH, on_resize);
	/* SIGWINCH only while waiting for a key (pselect): none is lost */
	sigemptyset(&winch);
	sigaddset(&winch, SIGWINCH);
	sigprocmask(SIG_BLOCK, &winch, NULL);
	enter_raw_mode();
}

// The browser

struct browser {
	struct tree_node *root;
	struct tree_node **lines;	/* the visible nodes, in order */
	size_t nr_lines, size;
	size_t selected, top;		/* indexes in lines */
	int rows, cols;
	char search[256];		/* the last search */
	char prompt[256];		/* what '/' is typing, prompting */
	bool prompting;
	char message[320];		/* shown once on the status line */
	bool has_own;			/* the files declared symbols themselves */
	bool show_all;			/* 'a': the headers' symbols too */
	struct text {
		char *buf;
		size_t len, size;
	} screen;
};

/*
 * Is @top (a root's child) listed?  The checked files' own symbols are,
 * the headers' only after 'a' (or when the files declare nothing).
 */
static bool is_listed(const struct browser *b, const struct tree_node *top)
{
	return top->own || b->show_all || !b->has_own;
}

/* The visible nodes again, after folding; the selection kept. */
static void list_lines(struct browser *b, struct tree_node *keep)
{
	struct tree_node *node;

	b->nr_lines = 0;
	b->selected = 0;
	for (node = b->root->first_child; node;
	     node = tree_next_visible(node)) {
		while (node && node->depth == 0 && !is_listed(b, node))
			node = node->next;
		if (!node)
			break;
		if (b->nr_lines == b->size) {
			b->size = b->size * 2 + 256;
			b->lines = xrealloc(b->lines,
					    b->size * sizeof(*b->lines));
		}
		if (node == keep)
			b->selected = b->nr_lines;
		b->lines[b->nr_lines++] = node;
	}
}

static struct tree_node *selected_node(struct browser *b)
{
	return b->nr_lines ? b->lines[b->selected] : NULL;
}

static void screen_put(struct browser *b, const char *text, size_t len)
{
	struct text *s = &b->screen;

	if (s->len + len > s->size) {
		s->size = (s->len + len) * 2;
		s->buf = xrealloc(s->buf, s->size);
	}
	memcpy(s->buf + s->len, text, len);
	s->len += len;
}

static void screen_puts(struct browser *b, const char *text)
{
	screen_put(b, text, strlen(text));
}

/* @text cut at @width columns, control bytes as '?'; returns the width. */
static int screen_clip(struct browser *b, const char *text, int width)
{
	int n;

	for (n = 0; text[n] && n < width; n++) {
		char c = (unsigned char)text[n] < ' ' ? '?' : text[n];

		screen_put(b, &c, 1);
	}
	return n;
}

static void draw_line(struct browser *b, struct tree_node *node, bool sel)
{
	char indent[512];
	int used;

	snprintf(indent, sizeof(indent), "%*s%s", node->depth * 2, "",
		 !node->first_child ? "  " : node->folded ? "+ " : "- ");
	if (sel)
		screen_puts(b, "\033[7m");
	used = screen_clip(b, indent, b->cols);
	screen_clip(b, node->label, b->cols - used);
	if (sel)
		screen_puts(b, "\033[m");
}

/* file:line:col of the selection, the line number, a message or prompt */
static void draw_status(struct browser *b)
{
	struct tree_node *node = selected_node(b);
	char status[1024];
	int n;

	if (b->prompting)
		snprintf(status, sizeof(status), "/%s", b->prompt);
	else
		snprintf(status, sizeof(status), "%s  [%zu/%zu]  %s",
			 node ? tree_node_position(node) : "(no symbols)",
			 b->nr_lines ? b->selected + 1 : 0, b->nr_lines,
			 b->message[0] ? b->message : usage_line);
	screen_puts(b, "\033[7m");
	n = screen_clip(b, status, b->cols - 1);
	for (; n < b->cols - 1; n++)
		screen_puts(b, " ");
	screen_puts(b, "\033[m");
}

static void get_size(struct browser *b)
{
	struct winsize size;

	b->rows = 24;
	b->cols = 80;
	if (!ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) && size.ws_row &&
	    size.ws_col) {
		b->rows = size.ws_row;
		b->cols = size.ws_col;
	}
	if (b->rows < 2)
		b->rows = 2;
}

/* Scroll so that the selection is on screen, then draw it all. */
static void draw(struct browser *b)
{
	size_t height = b->rows - 1, i;

	if (b->selected < b->top)
		b->top = b->selected;
	if (b->selected >= b->top + height)
		b->top = b->selected - height + 1;
	b->screen.len = 0;
	screen_puts(b, "\033[H");
	for (i = b->top; i < b->top + height; i++) {
		if (i < b->nr_lines)
			draw_line(b, b->lines[i], i == b->selected);
		screen_puts(b, "\033[K\r\n");
	}
	draw_status(b);
	write_all(b->screen.buf, b->screen.len);
	b->message[0] = '\0';
}

// Keys

enum key {
	KEY_UP = 256,
	KEY_DOWN,
	KEY_LEFT,
	KEY_RIGHT,
	KEY_PAGE_UP,
	KEY_PAGE_DOWN,
	KEY_HOME,
	KEY_END,
	KEY_NONE,	/* interrupted: redraw */
};

#define INTERRUPTED (-2)

/*
 * One byte of input, waiting at most @msec (-1: for ever): EOF at the
 * end of the input or after @msec, INTERRUPTED when a signal came first.
 */
static int read_byte(int msec)
{
	struct timespec wait = { msec / 1000, (msec % 1000) * 1000000L };
	sigset_t unblocked;
	unsigned char c;
	fd_set fds;
	int ready;

	sigemptyset(&unblocked);
	FD_ZERO(&fds);
	FD_SET(STDIN_FILENO, &fds);
	ready = pselect(STDIN_FILENO + 1, &fds, NULL, NULL,
			msec < 0 ? NULL : &wait, &unblocked);
	if (ready < 0 && errno == EINTR)
		return INTERRUPTED;
	if (ready <= 0 || read(STDIN_FILENO, &c, 1) != 1)
		return EOF;
	return c;
}

/* After ESC [ or ESC O: the arrows, Home/End, PgUp/PgDn. */
static int read_escape(void)
{
	int c = read_byte(50), number = 0;

	if (c != '[' && c != 'O')
		return 27;
	while ((c = read_byte(50)) >= '0' && c <= '9')
		number = number * 10 + c - '0';
	switch (c) {
	case 'A': return KEY_UP;
	case 'B': return KEY_DOWN;
	case 'C': return KEY_RIGHT;
	case 'D': return KEY_LEFT;
	case 'H': return KEY_HOME;
	case 'F': return KEY_END;
	case '~':
		if (number == 5)
			return KEY_PAGE_UP;
		if (number == 6)
			return KEY_PAGE_DOWN;
		if (number == 1 || number == 7)
			return KEY_HOME;
		if (number == 4 || number == 8)
			return KEY_END;
		return KEY_NONE;
	default:
		return KEY_NONE;
	}
}

/* The next key; KEY_NONE when a signal came first; EOF at the end. */
static int read_key(void)
{
	int c = read_byte(-1);

	if (c == INTERRUPTED)
		return KEY_NONE;
	if (c == 27)
		return read_escape();
	return c;
}

// Commands

static void move_to(struct browser *b, long line)
{
	if (line >= (long)b->nr_lines)
		line = (long)b->nr_lines - 1;
	if (line < 0)
		line = 0;
	b->selected = line;
}

static void set_folded(struct browser *b, struct tree_node *node, bool fold)
{
	node->folded = fold;
	list_lines(b, node);
}

/* Left, h: fold the selection, or go to its parent. */
static void fold_or_up(struct browser *b)
{
	struct tree_node *node = selected_node(b);

	if (!node)
		return;
	if (node->first_child && !node->folded)
		set_folded(b, node, true);
	else if (node->parent != b->root)
		list_lines(b, node->parent);
}

/* Right, l: unfold the selection, or go to its first child. */
static void unfold_or_down(struct browser *b)
{
	struct tree_node *node = selected_node(b);

	if (!node || !node->first_child)
		return;
	if (node->folded)
		set_folded(b, node, false);
	else
		move_to(b, b->selected + 1);
}

static bool is_listed_node(const struct tree_node *node, void *data)
{
	return is_listed(data, tree_top(node));
}

/* A symbol's definition (not its prototype), listed. */
static bool is_listed_definition(const struct tree_node *node, void *data)
{
	return node->depth == 0 && node->definition &&
	       is_listed(data, node);
}

/*
 * The next node whose label holds the search text.  A new search (@fresh)
 * goes to a definition first: to the function, not to its prototype in a
 * header.  A match in a header's symbol while they are not listed lists
 * them ('a').
 */
static void search_next(struct browser *b, bool fresh)
{
	struct tree_node *from = selected_node(b), *found = NULL;

	if (!b->search[0])
		return;
	if (fresh)
		found = tree_search_if(b->root, from, b->search,
				       is_listed_definition, b);
	if (!found)
		found = tree_search_if(b->root, from, b->search,
				       is_listed_node, b);
	if (!found && b->has_own && !b->show_all) {
		found = tree_search(b->root, from, b->search);
		if (found) {
			b->show_all = true;
			snprintf(b->message, sizeof(b->message),
				 "found in a header: all symbols listed");
		}
	}
	if (!found) {
		snprintf(b->message, sizeof(b->message), "not found: %s",
			 b->search);
		return;
	}
	tree_reveal(found);
	list_lines(b, found);
}

/* A key while the '/' prompt is open. */
static void prompt_key(struct browser *b, int key)
{
	size_t len = strlen(b->prompt);

	if (key == '\r' || key == '\n') {
		b->prompting = false;
		if (len)
			snprintf(b->search, sizeof(b->search), "%s",
				 b->prompt);
		search_next(b, true);
	} else if (key == 27) {
		b->prompting = false;
	} else if (key == 127 || key == 8) {
		if (len)
			b->prompt[len - 1] = '\0';
	} else if (key == 21) {		/* ^U */
		b->prompt[0] = '\0';
	} else if (key >= ' ' && key < 256 && len + 1 < sizeof(b->prompt)) {
		b->prompt[len] = key;
		b->prompt[len + 1] = '\0';
	}
}

/* A key of the browser; false to quit. */
static bool browse_key(struct browser *b, int key)
{
	long page = b->rows - 1;
	struct tree_node *node = selected_node(b);

	switch (key) {
	case 'q':
		return false;
	case 'j': case KEY_DOWN: move_to(b, b->selected + 1); break;
	case 'k': case KEY_UP: move_to(b, (long)b->selected - 1); break;
	case 'g': case KEY_HOME: move_to(b, 0); break;
	case 'G': case KEY_END: move_to(b, b->nr_lines); break;
	case KEY_PAGE_DOWN: case 6: move_to(b, b->selected + page); break;
	case KEY_PAGE_UP: case 2: move_to(b, (long)b->selected - page); break;
	case 'h': case KEY_LEFT: fold_or_up(b); break;
	case 'l': case KEY_RIGHT: unfold_or_down(b); break;
	case '\r': case '\n': case ' ':
		if (node && node->first_child)
			set_folded(b, node, !node->folded);
		break;
	case '/':
		b->prompting = true;
		b->prompt[0] = '\0';
		break;
	case 'n': search_next(b, false); break;
	case 'a':
		b->show_all = !b->show_all;
		snprintf(b->message, sizeof(b->message), "%s",
			 b->show_all || !b->has_own ? "all symbols" :
			 "the file's own symbols (a: all)");
		list_lines(b, node);
		break;
	default: break;
	}
	return true;
}

static void browse(struct tree_node *root)
{
	struct tree_node *node;
	struct browser b;
	int key = KEY_NONE;

	memset(&b, 0, sizeof(b));
	b.root = root;
	for (node = root->first_child; node; node = node->next)
		b.has_own |= node->own;
	list_lines(&b, NULL);
	start_terminal();
	do {
		if (resized || key == KEY_NONE || key == 12) {	/* ^L */
			resized = 0;
			get_size(&b);
		}
		draw(&b);
		key = read_key();
		if (key == EOF)
			break;
		if (b.prompting && key != KEY_NONE)
			prompt_key(&b, key);
		else if (!browse_key(&b, key))
			break;
	} while (1);
	restore_terminal();
	free(b.lines);
	free(b.screen.buf);
}

// The driver

int main(int argc, char **argv)
{
	struct string_list *filelist = NULL;
	struct tree_node *root;
	char *file;
	int dump = 0;
	const struct tool_option options[] = {
		{ "--dump", TOOL_FLAG, .flag = &dump, .value = 1 },
		{ .name = NULL },
	};

	exit_on_help(argc, argv, usage);
	take_tool_options(&argc, argv, options);
	root = new_tree();
	sparse_initialize(argc, argv, &filelist);
	FOR_EACH_PTR(filelist, file) {
		sparse(file);
		add_file_symbols(root);
	} END_FOR_EACH_PTR(file);
	if (dump || !isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO))
		dump_tree(stdout, root);
	else
		browse(root);
	free_tree(root);
	return 0;
}
