// SPDX-License-Identifier: MIT
/*
 * show-graph.c — functions' basic blocks as one graphviz digraph: what
 * the graph program prints.
 *
 * Takes the entrypoints of linearized functions and prints on stdout a
 * dot digraph: a cluster per function, a record node per basic block
 * (.LN and the block's position, then its instructions as
 * show-linearize.c writes them, left-justified), an edge per branch,
 * switch case and computed-goto target, and a dashed edge from a block
 * that calls a function of the list to that function's entry block.
 * With contexts, each node also shows the lock context count it is
 * entered with (bb->context, as check_context() left it) and what it
 * leaves with; the blocks where counts disagree are filled.  Output
 * depends only on the input: nodes are named after their .LN.  Touches
 * nothing.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check-lock.h"
#include "linearize.h"
#include "token.h"

/* bb->context for a block check_context() did not reach */
#define CONTEXT_UNSEEN	(-1)

/* Node fills under -fcontext. */
#define FILL_UNSEEN	"lightgray"	/* the check stopped before it */
#define FILL_HELD	"lightyellow"	/* entered holding a context */
#define FILL_CONFLICT	"salmon"	/* counts disagree here */

struct graph {
	struct entrypoint_list *functions;
	bool with_context;		/* -fcontext */
};

/*
 * @text inside a dot quoted string: \ before " and \; in a record label
 * also before { } < > | and space (a record collapses spaces).  A
 * newline ends a left-justified line; a tab becomes two spaces; other
 * control and non-ASCII bytes are shown as \ooo.
 */
static void put_label_text(const char *text, bool record)
{
	for (; *text; text++) {
		unsigned char c = *text;

		if (c == '\n') {
			fputs(record ? "\\l" : "\\n", stdout);
			continue;
		}
		if (c == '\t') {
			put_label_text("  ", record);
			continue;
		}
		if (c < ' ' || c >= 0x7f) {
			printf("\\\\%03o", c);
			continue;
		}
		if (c == '"' || c == '\\' ||
		    (record && strchr("{}<>| ", c)))
			putchar('\\');
		putchar(c);
	}
}

static void FORMAT_ATTR(2) put_label(bool record, const char *fmt, ...)
{
	char text[256];
	va_list args;

	va_start(args, fmt);
	vsnprintf(text, sizeof(text), fmt, args);
	va_end(args);
	put_label_text(text, record);
}

// The lock context counts, under -fcontext.

/* The count @bb leaves with: what it is entered with, changed by its
 * context instructions (the checks among them change nothing). */
static int context_after(struct basic_block *bb)
{
	return bb->context + block_context_change(bb);
}

/* The count each return of @ep must have: its 'out' values. */
static int context_at_exit(struct entrypoint *ep)
{
	struct context *context;
	int sum = 0;

	FOR_EACH_PTR(ep->name->ctype.contexts, context) {
		sum += context->out;
	} END_FOR_EACH_PTR(context);
	return sum;
}

static bool is_return(struct basic_block *bb)
{
	struct instruction *last = last_instruction(bb->insns);

	return last && last->opcode == OP_RET;
}

/* The edge @from -> @to carries a count its target is not entered with. */
static bool context_mismatch(struct basic_block *from, struct basic_block *to)
{
	return from->context != CONTEXT_UNSEEN &&
	       to->context != CONTEXT_UNSEEN &&
	       context_after(from) != to->context;
}

/* An unlock of what is not held, a wrong count at a return, or a parent
 * that leaves with another count than @bb is entered with. */
static bool context_conflict(struct basic_block *bb)
{
	struct basic_block *parent;
	int after;

	if (bb->context == CONTEXT_UNSEEN)
		return false;
	after = context_after(bb);
	if (after < 0 || (is_return(bb) && after != context_at_exit(bb->ep)))
		return true;
	FOR_EACH_PTR(bb->parents, parent) {
		if (context_mismatch(parent, bb))
			return true;
	} END_FOR_EACH_PTR(parent);
	return false;
}

static void show_context_fill(struct basic_block *bb)
{
	const char *fill = NULL;

	if (bb->context == CONTEXT_UNSEEN)
		fill = FILL_UNSEEN;
	else if (context_conflict(bb))
		fill = FILL_CONFLICT;
	else if (bb->context > 0)
		fill = FILL_HELD;
	if (fill)
		printf("style=filled, fillcolor=%s, ", fill);
}

/* -Wcontext-lock: "|locks: a:1 b:1", what check-lock.c found held. */
static void show_held_locks(struct basic_block *bb)
{
	const char *held;

	if (!Wcontext_lock)
		return;
	held = lock_set_text(bb);
	fputs("|", stdout);
	put_label(true, "locks: %s", held ? (*held ? held : "none") :
		  "? (not reached by the check)");
}

/* "|context: 0 -> 1": the counts a block is entered and left with. */
static void show_context_field(struct basic_block *bb)
{
	int after = context_after(bb);

	fputs("|", stdout);
	if (bb->context == CONTEXT_UNSEEN) {
		put_label(true, "context: ? (not reached by the check)");
		return;
	}
	put_label(true, "context: %d", bb->context);
	if (after != bb->context)
		put_label(true, " -> %d", after);
	if (after < 0)
		put_label(true, ", unlocks what is not held");
	else if (is_return(bb) && after != context_at_exit(bb->ep))
		put_label(true, ", %d expected at exit",
			  context_at_exit(bb->ep));
	show_held_locks(bb);
}

// Nodes: one per block.

#define WRAP_COLUMN	72	/* a long line breaks at the next ", " */
#define WRAP_INDENT	"            "	/* under the first operand */

/* An instruction's text, a long one (a switch, a call, an asm) wrapped. */
static void put_instruction(struct instruction *insn)
{
	const char *text = show_instruction_text(insn);
	char line[4096];
	size_t len = 0, column = 0;

	for (; *text && len < sizeof(line) - sizeof(WRAP_INDENT) - 2; text++) {
		line[len++] = *text;
		column = *text == '\n' ? 0 : column + 1;
		if (*text == ',' && text[1] == ' ' && column >= WRAP_COLUMN) {
			line[len++] = '\n';
			memcpy(line + len, WRAP_INDENT, strlen(WRAP_INDENT));
			len += strlen(WRAP_INDENT);
			column = strlen(WRAP_INDENT);
			text++;
		}
	}
	line[len] = '\0';
	put_label_text(line, true);
	fputs("\\l", stdout);
}

/* ".L3  file.c:12:5": the block's name and where it starts. */
/*
 * Where a block is, for its label: its own position, unless that is in
 * another file than the function's (code of a header's macro or inline
 * function) and one of its instructions is in the function's file.
 */
static struct position block_position(struct basic_block *bb,
				      struct entrypoint *ep)
{
	unsigned int stream = ep->name->pos.stream;
	struct instruction *insn;

	if (bb->pos.stream == stream && bb->pos.line)
		return bb->pos;
	FOR_EACH_PTR(bb->insns, insn) {
		if (insn->bb && insn->pos.stream == stream && insn->pos.line &&
		    !insn->pos.bad)
			return insn->pos;
	} END_FOR_EACH_PTR(insn);
	return bb->pos;
}

static void show_block_header(struct basic_block *bb, struct entrypoint *ep)
{
	struct position pos = block_position(bb, ep);

	put_label(true, ".L%d", bb->nr);
	if (pos.line && !pos.bad)
		put_label(true, "  %s:%u:%u", stream_name(pos.stream),
			  (unsigned int)pos.line, (unsigned int)pos.pos);
}

static void show_node(struct graph *graph, struct basic_block *bb,
		      struct entrypoint *ep)
{
	struct instruction *insn;

	printf("\t\tL%d [", bb->nr);
	if (graph->with_context)
		show_context_fill(bb);
	fputs("label=\"{", stdout);
	show_block_header(bb, ep);
	if (graph->with_context)
		show_context_field(bb);
	fputs("|", stdout);
	FOR_EACH_PTR(bb->insns, insn) {
		if (!insn->bb)
			continue;
		put_instruction(insn);
	} END_FOR_EACH_PTR(insn);
	fputs("}\"];\n", stdout);
}

// Edges inside a function: branches, cases, computed-goto targets.

struct edge_style {
	const char *label;		/* NULL: none */
	const char *color;		/* NULL: the default */
	const char *style;		/* NULL: solid */
	bool at_tail;			/* the label where the edge leaves */
};

/* " [" before the first attribute of an edge, ", " before the others. */
static void FORMAT_ATTR(2) put_attr(bool *first, const char *fmt, ...)
{
	va_list args;

	fputs(*first ? " [" : ", ", stdout);
	*first = false;
	va_start(args, fmt);
	vprintf(fmt, args);
	va_end(args);
}

/*
 * @from -> @to; under -fcontext an edge whose target is entered with
 * another count than @from leaves with is red and bold, and says both.
 */
static void show_edge(struct graph *graph, struct basic_block *from,
		      struct basic_block *to, struct edge_style edge)
{
	bool mismatch, first = true;

	if (!to)
		return;
	mismatch = graph->with_context && context_mismatch(from, to);
	printf("\t\tL%d -> L%d", from->nr, to->nr);
	/*
	 * A branch's true/false go next to the block they leave: in the
	 * middle, the labels of two edges into one block run together.
	 */
	if (edge.label && edge.at_tail) {
		put_attr(&first, "taillabel=\"");
		put_label_text(edge.label, false);
		fputs("\", labeldistance=2", stdout);
		edge.label = NULL;
	}
	if (edge.label || mismatch) {
		put_attr(&first, "label=\"");
		if (edge.label)
			put_label_text(edge.label, false);
		if (edge.label && mismatch)
			fputs("\\n", stdout);
		if (mismatch)
			printf("context %d != %d", context_after(from),
			       to->context);
		putchar('"');
	}
	if (mismatch)
		put_attr(&first, "color=red, fontcolor=red, penwidth=3");
	else if (edge.color)
		put_attr(&first, "color=%s, fontcolor=%s", edge.color,
			 edge.color);
	if (edge.style)
		put_attr(&first, "style=%s", edge.style);
	fputs(first ? ";\n" : "];\n", stdout);
}

/* A case of a switch (or a computed-goto target), for the sort below. */
struct case_edge {
	struct multijmp *jmp;
	int index;		/* in the instruction's list */
	int first;		/* index of the first case to its target */
};

static int compare_targets(const void *a, const void *b)
{
	const struct case_edge *x = a, *y = b;

	if (x->jmp->target->nr != y->jmp->target->nr)
		return x->jmp->target->nr < y->jmp->target->nr ? -1 : 1;
	return x->index - y->index;
}

static int compare_first(const void *a, const void *b)
{
	const struct case_edge *x = a, *y = b;

	if (x->first != y->first)
		return x->first - y->first;
	return x->index - y->index;
}

/*
 * The cases of @insn grouped by target, the groups in the order of
 * their first case: two sorts, so that thousands of cases stay cheap.
 */
static struct case_edge *group_cases(struct instruction *insn, int *count)
{
	struct case_edge *cases;
	struct multijmp *jmp;
	int n, i;

	n = ptr_list_size(insn->multijmp_list);
	cases = xmalloc((n + 1) * sizeof(*cases));
	n = 0;
	FOR_EACH_PTR(insn->multijmp_list, jmp) {
		if (jmp->target)
			cases[n] = (struct case_edge) { jmp, n, 0 };
		n += jmp->target != NULL;
	} END_FOR_EACH_PTR(jmp);
	qsort(cases, n, sizeof(*cases), compare_targets);
	for (i = 0; i < n; i++) {
		bool same = i && cases[i].jmp->target == cases[i - 1].jmp->target;

		cases[i].first = same ? cases[i - 1].first : cases[i].index;
	}
	qsort(cases, n, sizeof(*cases), compare_first);
	*count = n;
	return cases;
}

/*
 * Appends "3", "4 ... 7" or "default", the @nth case of an edge, to its
 * label: six cases a line, "..." for those past the label's size.
 */
static void add_case_label(char *buf, size_t size, struct multijmp *jmp,
			   int nth)
{
	size_t len = strlen(buf);
	const char *sep = !nth ? "" : nth % 6 ? ", " : ",\n";

	if (len + 32 >= size) {
		if (len < 3 || strcmp(buf + len - 3, "..."))
			snprintf(buf + len, size - len, ", ...");
		return;
	}
	if (jmp->begin > jmp->end)
		snprintf(buf + len, size - len, "%sdefault", sep);
	else if (jmp->begin == jmp->end)
		snprintf(buf + len, size - len, "%s%lld", sep, jmp->begin);
	else
		snprintf(buf + len, size - len, "%s%lld ... %lld", sep,
			 jmp->begin, jmp->end);
}

/* One edge per target, labelled with the cases that go there. */
static void show_switch_edges(struct graph *graph, struct basic_block *bb,
			      struct instruction *insn)
{
	struct edge_style goto_edge = { .label = "goto *", .color = "purple",
					.style = "dotted" };
	int i, n, count;
	struct case_edge *cases = group_cases(insn, &count);

	for (i = 0; i < count; i = n) {
		struct basic_block *target = cases[i].jmp->target;
		char label[160] = "";

		for (n = i; n < count && cases[n].jmp->target == target; n++)
			add_case_label(label, sizeof(label), cases[n].jmp,
				       n - i);
		if (insn->opcode == OP_COMPUTEDGOTO)
			show_edge(graph, bb, target, goto_edge);
		else
			show_edge(graph, bb, target,
				  (struct edge_style) { .label = label });
	}
	free(cases);
}

static void show_block_edges(struct graph *graph, struct basic_block *bb)
{
	struct instruction *last = last_instruction(bb->insns);
	struct edge_style none = { 0 };

	if (!last || !last->bb)
		return;
	switch (last->opcode) {
	case OP_BR:
		if (last->bb_target)
			show_edge(graph, bb, last->bb_target, none);
		break;
	case OP_CBR:
		show_edge(graph, bb, last->bb_true, (struct edge_style) {
			  .label = "true", .color = "darkgreen", .at_tail = true });
		show_edge(graph, bb, last->bb_false, (struct edge_style) {
			  .label = "false", .color = "red3", .at_tail = true });
		break;
	case OP_SWITCH:
	case OP_COMPUTEDGOTO:
		show_switch_edges(graph, bb, last);
		break;
	default:
		break;
	}
}

static void show_function(struct graph *graph, struct entrypoint *ep, int n)
{
	struct basic_block *bb;

	printf("\tsubgraph cluster_%d {\n\t\tlabel=\"", n);
	put_label_text(show_ident(ep->name->ident), false);
	fputs("\";\n", stdout);
	FOR_EACH_PTR(ep->bbs, bb) {
		show_node(graph, bb, ep);
	} END_FOR_EACH_PTR(bb);
	FOR_EACH_PTR(ep->bbs, bb) {
		show_block_edges(graph, bb);
	} END_FOR_EACH_PTR(bb);
	fputs("\t}\n", stdout);
}

// Call edges between the functions.

static struct symbol *definition_of(struct symbol *sym)
{
	return sym->definition ? sym->definition : sym;
}

/* The function of the list @insn calls, or NULL. */
static struct entrypoint *callee(struct graph *graph,
				 struct instruction *insn)
{
	struct entrypoint *ep;
	struct symbol *fn;

	if (!insn->bb || insn->opcode != OP_CALL ||
	    !insn->func || insn->func->type != PSEUDO_SYM)
		return NULL;
	fn = definition_of(insn->func->sym);
	FOR_EACH_PTR(graph->functions, ep) {
		if (definition_of(ep->name) == fn)
			return ep;
	} END_FOR_EACH_PTR(ep);
	return NULL;
}

/* Whether a call before @insn in its block calls the same function. */
static bool call_seen(struct instruction *insn)
{
	struct symbol *fn = definition_of(insn->func->sym);
	struct instruction *prev;

	FOR_EACH_PTR(insn->bb->insns, prev) {
		if (prev == insn)
			return false;
		if (prev->bb && prev->opcode == OP_CALL &&
		    prev->func && prev->func->type == PSEUDO_SYM &&
		    definition_of(prev->func->sym) == fn)
			return true;
	} END_FOR_EACH_PTR(prev);
	return false;
}

/*
 * Dashed.  They rank the callee below the caller: an edge left out of
 * the ranking (constraint=false) may join two record nodes of one rank,
 * which dot cannot draw ("lost edge").
 */
static void show_call_edges(struct graph *graph, struct basic_block *bb)
{
	struct instruction *insn;
	struct entrypoint *ep;

	FOR_EACH_PTR(bb->insns, insn) {
		ep = callee(graph, insn);
		if (!ep || !ep->entry || !ep->entry->bb || call_seen(insn))
			continue;
		printf("\tL%d -> L%d [style=dashed, color=blue];\n",
		       bb->nr, ep->entry->bb->nr);
	} END_FOR_EACH_PTR(insn);
}

void show_graph(struct entrypoint_list *functions, bool with_context)
{
	struct graph graph = { functions, with_context };
	struct entrypoint *ep;
	struct basic_block *bb;
	int n = 0;

	fputs("digraph call_graph {\n"
	      "\tnode [shape=record, fontname=\"monospace\", fontsize=10];\n"
	      "\tedge [fontname=\"monospace\", fontsize=10];\n", stdout);
	FOR_EACH_PTR(functions, ep) {
		show_function(&graph, ep, n++);
	} END_FOR_EACH_PTR(ep);
	FOR_EACH_PTR(functions, ep) {
		FOR_EACH_PTR(ep->bbs, bb) {
			show_call_edges(&graph, bb);
		} END_FOR_EACH_PTR(bb);
	} END_FOR_EACH_PTR(ep);
	fputs("}\n", stdout);
}
