// SPDX-License-Identifier: MIT
/*
 * show-linearize.c — the IR as text: what test-linearize and -fdump-ir
 * print (the format of the IR tests).
 *
 * Takes an entrypoint linearize.c built and prints it on stdout: the
 * function's name, then each block as a .LN label line and one line per
 * live instruction (a tab, the opcode and its .size padded to 12
 * columns, the operands), a blank line after each block and after the
 * function.  Pseudos print as %rN, %argN, %phiN (with the variable's
 * name), $V, a symbol's name or a string literal.  Touches nothing.
 * show_ir_main() is the whole of test-linearize and test-unssa.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "expression.h"
#include "lib.h"
#include "linearize.h"
#include "symbol.h"

/* The width a cast converts from, as "(32)" shows it. */
static long source_bits(struct symbol *type)
{
	if (!type)
		return 0;
	examine_symbol_type(type);
	return type->bit_size > 0 ? type->bit_size : 0;
}

/* ".L12": a block's label, as the IR listing names it (4 at a time). */
const char *show_label(struct basic_block *bb)
{
	static char buffer[4][32];
	static int n;
	char *buf = buffer[n++ & 3];

	if (!bb)
		return ".L???";
	snprintf(buf, sizeof(buffer[0]), ".L%d", bb->nr);
	return buf;
}

static const char *show_symbol_pseudo(struct symbol *sym)
{
	if (sym->ident)
		return show_ident(sym->ident);
	/* a compound literal initialized by a string is no string */
	if (sym->string && sym->initializer &&
	    sym->initializer->type == EXPR_STRING)
		return show_string_literal(sym->initializer);
	return "<anon symbol:(nil)>";
}

static void show_value(char *buf, size_t size, long long value)
{
	if (value > 1000 || value < -1000)
		snprintf(buf, size, "$%#llx", value);
	else
		snprintf(buf, size, "$%lld", value);
}

const char *show_pseudo(pseudo_t pseudo)
{
	static char buffer[8][256];
	static int n;
	char *buf = buffer[n++ & 7];
	size_t size = sizeof(buffer[0]);
	int len;

	if (!pseudo)
		return "no pseudo";
	switch (pseudo->type) {
	case PSEUDO_VOID:
		return "VOID";
	case PSEUDO_UNDEF:
		return "UNDEF";
	case PSEUDO_SYM:
		return show_symbol_pseudo(pseudo->sym);
	case PSEUDO_VAL:
		show_value(buf, size, pseudo->value);
		return buf;
	case PSEUDO_ARG:
		snprintf(buf, size, "%%arg%d", pseudo->nr);
		return buf;
	case PSEUDO_REG:
	case PSEUDO_PHI:
		len = snprintf(buf, size, "%%%s%d",
			       pseudo->type == PSEUDO_REG ? "r" : "phi",
			       pseudo->nr);
		if (pseudo->ident && len < (int)size)
			snprintf(buf + len, size - len, "(%s)",
				 show_ident(pseudo->ident));
		return buf;
	}
	return "???";
}

/* A line of text that grows as it is appended to (an asm statement's
 * string has no bound: sparse stops at 4 KB, this goes on). */
struct line {
	char *text;	/* NUL-terminated; NULL until the first append */
	size_t len;	/* of text, without its NUL */
	size_t size;	/* allocated */
};

static void FORMAT_ATTR(2) add_text(struct line *line, const char *fmt, ...)
{
	va_list args;
	int n;

	va_start(args, fmt);
	n = vsnprintf(NULL, 0, fmt, args);
	va_end(args);
	if (n <= 0)
		return;
	if (line->len + n + 1 > line->size) {
		size_t size = line->size ? line->size : 256;

		while (size < line->len + n + 1)
			size *= 2;
		line->text = realloc(line->text, size);
		if (!line->text)
			die("out of memory for an instruction's text");
		line->size = size;
	}
	va_start(args, fmt);
	vsnprintf(line->text + line->len, line->size - line->len, fmt, args);
	va_end(args);
	line->len += n;
}

static void show_multijmps(struct line *line, struct instruction *insn)
{
	struct multijmp *jmp;

	FOR_EACH_PTR(insn->multijmp_list, jmp) {
		const char *label = show_label(jmp->target);

		if (insn->opcode == OP_COMPUTEDGOTO)
			add_text(line, ", %s", label);
		else if (jmp->begin == jmp->end)
			add_text(line, ", %lld -> %s", jmp->begin, label);
		else if (jmp->begin < jmp->end)
			add_text(line, ", %lld ... %lld -> %s", jmp->begin,
				 jmp->end, label);
		else
			add_text(line, ", default -> %s", label);
	} END_FOR_EACH_PTR(jmp);
}

static void show_list_operands(struct line *line, struct pseudo_list *list,
			       const char *sep)
{
	pseudo_t pseudo;

	FOR_EACH_PTR(list, pseudo) {
		if (pseudo == VOID_PSEUDO)
			continue;
		add_text(line, "%s%s", sep, show_pseudo(pseudo));
		sep = ", ";
	} END_FOR_EACH_PTR(pseudo);
}

/* "\n\t\tout: "=r" (%r5), "+m" (%r4)": the operands of an asm. */
static void show_asm_rules(struct line *line, const char *what,
			   struct asm_constraint_list *list)
{
	struct asm_constraint *rule;
	const char *sep = "";

	if (!list)
		return;
	add_text(line, "\n\t\t%s: ", what);
	FOR_EACH_PTR(list, rule) {
		add_text(line, "%s\"%s\" (%s)", sep, rule->constraint,
			 show_pseudo(rule->pseudo));
		if (rule->ident)
			add_text(line, " [%s]", show_ident(rule->ident));
		sep = ", ";
	} END_FOR_EACH_PTR(rule);
}

static void show_setval(struct line *line, struct instruction *insn)
{
	struct expression *expr = insn->val;

	add_text(line, "%s <- ", show_pseudo(insn->target));
	if (expr && expr->type == EXPR_LABEL && expr->label_symbol)
		add_text(line, "%s",
			 show_label(expr->label_symbol->bb_target));
	else if (expr && expr->type == EXPR_VALUE)
		add_text(line, "%lld", (long long)expr->value);
	else
		add_text(line, "<none>");
}

static void show_call(struct line *line, struct instruction *insn)
{
	if (insn->target != VOID_PSEUDO)
		add_text(line, "%s <- ", show_pseudo(insn->target));
	add_text(line, "%s", show_pseudo(insn->func));
	show_list_operands(line, insn->arguments, ", ");
}

/* Whether @pseudo is the address of a string literal. */
static bool is_string_pseudo(pseudo_t pseudo)
{
	return pseudo && pseudo->type == PSEUDO_SYM && pseudo->sym->string;
}

/*
 * The texts of the @nr operands of one line: as upstream, whose string
 * literals of one line share one buffer, each string shows the leftmost
 * one ('seteq "ab", "ab"' for "ab" == "cd").
 */
static void show_line_operands(pseudo_t *ops, int nr, const char **texts)
{
	const char *string = NULL;
	int i;

	for (i = 0; i < nr; i++) {
		texts[i] = show_pseudo(ops[i]);
		if (!is_string_pseudo(ops[i]))
			continue;
		if (!string)
			string = texts[i];
		texts[i] = string;
	}
}

/* The operands after the opcode: one short case per operand shape. */
static void show_operands(struct line *line, struct instruction *insn)
{
	unsigned int flags = opcode_table[insn->opcode].flags;
	const char *target = show_pseudo(insn->target);
	pseudo_t ops[3] = { insn->src1, insn->src2, insn->src3 };
	const char *texts[3];

	if (flags & (OPF_BINOP | OPF_COMPARE)) {
		show_line_operands(ops, 2, texts);
		add_text(line, "%s <- %s, %s", target, texts[0], texts[1]);
		return;
	}
	if (flags & OPF_CAST) {
		add_text(line, "%s <- (%ld) %s", target,
			 source_bits(insn->orig_type), show_pseudo(insn->src));
		return;
	}
	switch (insn->opcode) {
	case OP_RET:
		if (insn->src != VOID_PSEUDO)
			add_text(line, "%s", show_pseudo(insn->src));
		break;
	case OP_BR:
		add_text(line, "%s", show_label(insn->bb_target));
		break;
	case OP_CBR:
		add_text(line, "%s, %s, %s", show_pseudo(insn->cond),
			 show_label(insn->bb_true), show_label(insn->bb_false));
		break;
	case OP_SWITCH:
	case OP_COMPUTEDGOTO:
		add_text(line, "%s", show_pseudo(insn->switch_cond));
		show_multijmps(line, insn);
		break;
	case OP_SEL:
	case OP_FMADD:
		show_line_operands(ops, 3, texts);
		add_text(line, "%s <- %s, %s, %s", target, texts[0], texts[1],
			 texts[2]);
		break;
	case OP_RANGE:
		add_text(line, "%s between %s..%s", show_pseudo(insn->src1),
			 show_pseudo(insn->src2), show_pseudo(insn->src3));
		break;
	case OP_LOAD:
		add_text(line, "%s <- %lld[%s]", target, insn->offset,
			 show_pseudo(insn->mem_src));
		break;
	case OP_STORE:
		add_text(line, "%s -> %lld[%s]", target, insn->offset,
			 show_pseudo(insn->mem_src));
		break;
	case OP_PHI:
		add_text(line, "%s", target);
		show_list_operands(line, insn->phi_list, " <- ");
		break;
	case OP_PHISOURCE:
		add_text(line, "%s <- %s", target, show_pseudo(insn->phi_src));
		break;
	case OP_SETVAL:
	case OP_LABEL:
		show_setval(line, insn);
		break;
	case OP_SETFVAL:
		add_text(line, "%s <- %Le", target, insn->fvalue);
		break;
	case OP_CALL:
	case OP_INLINED_CALL:
		show_call(line, insn);
		break;
	case OP_CONTEXT:
		add_text(line, "%s%d", insn->check ? "check: " : "",
			 insn->increment);
		break;
	case OP_SLICE:
		add_text(line, "%s <- (%ld) %s, %u", target,
			 source_bits(insn->base_type), show_pseudo(insn->base),
			 insn->from);
		break;
	case OP_ASM:
		add_text(line, "\"%s\"", insn->string);
		show_asm_rules(line, "out", insn->asm_rules->outputs);
		show_asm_rules(line, "in", insn->asm_rules->inputs);
		break;
	case OP_NOT: case OP_NEG: case OP_FNEG: case OP_SYMADDR:
	case OP_COPY:
		add_text(line, "%s <- %s", target, show_pseudo(insn->src));
		break;
	default:
		break;
	}
}

/* The text of @insn, valid until the next call. */
const char *show_instruction_text(struct instruction *insn)
{
	static struct line text, name, operands;

	if (!insn->bb)
		return "";
	text.len = name.len = operands.len = 0;
	add_text(&name, "%s", opcode_table[insn->opcode].name);
	if (insn->size)
		add_text(&name, ".%d", insn->size);
	show_operands(&operands, insn);
	if (!operands.len)
		return name.text;
	add_text(&text, "%-11s %s", name.text, operands.text);
	return text.text;
}

void show_instruction(struct instruction *insn)
{
	if (insn->bb)
		printf("\t%s\n", show_instruction_text(insn));
}

void show_bb(struct basic_block *bb)
{
	struct instruction *insn;

	printf("%s:\n", show_label(bb));
	FOR_EACH_PTR(bb->insns, insn) {
		show_instruction(insn);
	} END_FOR_EACH_PTR(insn);
	printf("\n");
}

void show_entry(struct entrypoint *ep)
{
	struct basic_block *bb;

	printf("%s:\n", show_ident(ep->name->ident));
	FOR_EACH_PTR(ep->bbs, bb) {
		show_bb(bb);
	} END_FOR_EACH_PTR(bb);
	printf("\n");
}

// The IR of every function of the command line's files

struct ir_listing {
	void (*rewrite)(struct entrypoint *ep);	/* before it is shown */
	bool address_taken_inlines;	/* then those, again */
};

static void show_function(const struct ir_listing *listing,
			  struct symbol *sym)
{
	struct entrypoint *ep;

	expand_symbol(sym);
	ep = linearize_symbol(sym);
	if (!ep)
		return;
	if (listing->rewrite)
		listing->rewrite(ep);
	/* as sparse: with -fdump-ir, the final IR only when asked for */
	if (fdump_ir & PASS_FINAL)
		show_entry(ep);
	free_entrypoint_memory(ep);
}

/* Each symbol, then (if asked) the inline functions whose address is taken. */
static void show_functions(const struct ir_listing *listing,
			   struct symbol_list *list)
{
	struct symbol *sym;

	FOR_EACH_PTR(list, sym) {
		show_function(listing, sym);
	} END_FOR_EACH_PTR(sym);
	if (!listing->address_taken_inlines)
		return;
	FOR_EACH_PTR(address_taken_inlines(), sym) {
		check_inline_alone(sym);
		show_function(listing, sym);
	} END_FOR_EACH_PTR(sym);
}

/*
 * For each file: parse and evaluate (sparse_keep_tokens(): the file's
 * trees stay), then for each symbol expand it, linearize it and, for a
 * function definition, apply @rewrite (if any) and print its IR.  The
 * preamble's symbols come first.  Diagnostics go to stderr.
 */
int show_ir_main(int argc, char **argv, void (*rewrite)(struct entrypoint *),
		 bool address_taken_inlines)
{
	const struct ir_listing listing = { rewrite, address_taken_inlines };
	struct string_list *filelist = NULL;
	char *file;

	show_functions(&listing, sparse_initialize(argc, argv, &filelist));
	FOR_EACH_PTR(filelist, file) {
		show_functions(&listing, sparse_keep_tokens(file));
	} END_FOR_EACH_PTR(file);
	report_stats();
	return 0;
}
