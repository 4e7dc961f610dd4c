// SPDX-License-Identifier: MIT
/*
 * show-asm.c — evaluated trees as sparse's test-parsing shows them: a
 * naive pseudo-assembly, one virtual register (vN) per value.
 *
 * Takes symbols after evaluation and expansion and prints, for each, its
 * alignment, its type, an initializer and a function's body as loads,
 * stores and operations on fresh registers.  The addresses of locals
 * print as offsetof(name:ADDRESS) and labels of targets as .LADDRESS,
 * as sparse does: those differ from run to run.  Touches stdout and the
 * run's register and label counters only.
 */
#include <stdio.h>

#include "expression.h"
#include "lib.h"
#include "parse.h"
#include "symbol.h"
#include "target.h"
#include "token.h"

/* The run's counters: registers v1, v2, ... and labels .L1, .L2, ... */
static struct {
	int pseudo;
	int label;
} counter;

static int new_pseudo(void)
{
	return ++counter.pseudo;
}

static int new_label(void)
{
	return ++counter.label;
}

static int type_bits(const struct symbol *type)
{
	return type ? (int)type->bit_size : 0;
}

static int show_string_expr(struct expression *expr)
{
	int new = new_pseudo();

	printf("\tmovi.%d\t\tv%d,&%s\n", bits_in_pointer, new,
	       show_string_literal(expr));
	return new;
}

/* The address of an object: a global's name, or a frame offset. */
static int show_symbol_expr(struct symbol *sym)
{
	int new;

	if (sym->initializer && sym->initializer->type == EXPR_STRING)
		return show_string_expr(sym->initializer);
	new = new_pseudo();
	if (sym->ctype.modifiers & (MOD_TOPLEVEL | MOD_EXTERN | MOD_STATIC)) {
		printf("\tmovi.%d\t\tv%d,$%s\n", bits_in_pointer, new,
		       show_ident(sym->ident));
		return new;
	}
	printf("\taddi.%d\t\tv%d,vFP,$offsetof(%s:%p)\n", bits_in_pointer,
	       new, show_ident(sym->ident), (void *)sym);
	return new;
}

static int unable(struct expression *expr, const char *what);

/*
 * The address an lvalue *addr designates: that of its operand.  What is
 * no lvalue (3 = i, ++3: evaluate.c said so) has none.
 */
static int show_address_gen(struct expression *expr)
{
	if (expr->type != EXPR_PREOP || expr->op != '*')
		return unable(expr, "the address of a non-lvalue");
	return show_expression(expr->unop);
}

static int show_load_gen(int bits, int addr)
{
	int new = new_pseudo();

	printf("\tld.%d\t\tv%d,[v%d]\n", bits, new, addr);
	return new;
}

static void show_store_gen(int bits, int value, int addr)
{
	printf("\tst.%d\t\tv%d,[v%d]\n", bits, value, addr);
}

/* sparse's operator names; what has none prints as "(null)", as there */
static const char *binop_name(int op)
{
	static const char *const name[] = {
		['+'] = "add", ['-'] = "sub", ['*'] = "mul", ['/'] = "div",
		['%'] = "mod", ['&'] = "and", ['|'] = "lor", ['^'] = "xor",
	};

	if (op >= 0 && (size_t)op < ARRAY_SIZE(name))
		return name[op] ? name[op] : "(null)";
	return show_special(op);
}

static int show_binop(struct expression *expr)
{
	int left = show_expression(expr->left);
	int right = show_expression(expr->right);
	int new = new_pseudo();

	printf("\t%s.%d\t\tv%d,v%d,v%d\n", binop_name(expr->op),
	       type_bits(expr->ctype), new, left, right);
	return new;
}

static int show_inc_dec(struct expression *expr, bool postop)
{
	int bits = type_bits(expr->ctype);
	int addr = show_address_gen(expr->unop);
	int old = show_load_gen(bits, addr);
	int new = postop ? new_pseudo() : old;

	printf("\t%s.%d\t\tv%d,v%d,$1\n",
	       expr->op == SPECIAL_INCREMENT ? "add" : "sub", bits, new, old);
	show_store_gen(bits, new, addr);
	return old;
}

static int show_preop(struct expression *expr)
{
	static const char *const name[] = {
		['!'] = "nonzero", ['-'] = "neg", ['~'] = "not",
	};
	const char *opname = show_special(expr->op);
	int value, new;

	if (expr->op == '*')
		return show_load_gen(type_bits(expr->ctype),
				     show_address_gen(expr));
	if (expr->op == SPECIAL_INCREMENT || expr->op == SPECIAL_DECREMENT)
		return show_inc_dec(expr, false);
	value = show_expression(expr->unop);
	new = new_pseudo();
	if (expr->op >= 0 && (size_t)expr->op < ARRAY_SIZE(name))
		opname = name[expr->op] ? name[expr->op] : "(null)";
	printf("\t%s.%d\t\tv%d,v%d\n", opname, type_bits(expr->ctype), new,
	       value);
	return new;
}

static int show_assignment(struct expression *expr)
{
	int bits = type_bits(expr->ctype);
	int value = show_expression(expr->right);
	int addr = show_address_gen(expr->left);

	show_store_gen(bits, value, addr);
	return value;
}

static int show_call_expression(struct expression *expr)
{
	struct expression *arg, *fn = expr->fn;
	struct symbol *direct = NULL;
	int framesize = 0, result;

	FOR_EACH_PTR_REVERSE(expr->args, arg) {
		int value = show_expression(arg);
		int bits = type_bits(arg->ctype);

		printf("\tpush.%d\t\tv%d\n", bits, value);
		framesize += bits / 8;
	} END_FOR_EACH_PTR_REVERSE(arg);
	if (fn->type == EXPR_PREOP && fn->unop->type == EXPR_SYMBOL) {
		struct symbol *sym = fn->unop->symbol;

		if (sym && sym->ctype.base_type &&
		    sym->ctype.base_type->type == SYM_FN)
			direct = sym;
	}
	if (direct)
		printf("\tcall\t\t%s\n", show_ident(direct->ident));
	else
		printf("\tcall\t\t*v%d\n", show_expression(fn));
	if (framesize)
		printf("\tadd.%d\t\tvSP,vSP,$%d\n", bits_in_pointer, framesize);
	result = new_pseudo();
	printf("\tmov.%d\t\tv%d,retval\n", type_bits(expr->ctype), result);
	return result;
}

/* A cast shows only when it widens: sign or zero extension. */
static int show_cast_expr(struct expression *expr)
{
	struct symbol *old_type = expr->cast_expression->ctype;
	int old = show_expression(expr->cast_expression);
	int newbits = type_bits(expr->cast_type);
	int new;

	if (type_bits(old_type) >= newbits)
		return old;
	new = new_pseudo();
	printf("\tcast%c.%d\tv%d,v%d\n",
	       old_type && old_type->ctype.modifiers & MOD_UNSIGNED ? 'u' : 's',
	       newbits, new, old);
	return new;
}

static int show_value(struct expression *expr)
{
	int new = new_pseudo();

	printf("\tmovi.%d\t\tv%d,$%llu\n", type_bits(expr->ctype), new,
	       expr->value);
	return new;
}

static int show_fvalue(struct expression *expr)
{
	int new = new_pseudo();

	printf("\tmovf.%d\t\tv%d,$%Le\n", type_bits(expr->ctype), new,
	       expr->fvalue);
	return new;
}

static int show_conditional_expr(struct expression *expr)
{
	int cond = show_expression(expr->conditional);
	int valt = show_expression(expr->cond_true);
	int valf = show_expression(expr->cond_false);
	int new = new_pseudo();

	printf("[v%d]\tcmov.%d\t\tv%d,v%d,v%d\n", cond, type_bits(expr->ctype),
	       new, valt, valf);
	return new;
}

static int show_label_expr(struct expression *expr)
{
	int new = new_pseudo();

	printf("\tmovi.%d\t\tv%d,.L%p\n", bits_in_pointer, new,
	       (void *)expr->label_symbol);
	return new;
}

static int show_slice(struct expression *expr)
{
	int base = show_expression(expr->base);
	int new = new_pseudo();

	printf("\tslice.%u\t\tv%d,v%d,%u\n", expr->r_nrbits, base, new,
	       expr->r_bitpos);
	return new;
}

/* Each entry at its place: " AT offset:" then its value. */
static int show_initializer_expr(struct expression *expr)
{
	struct expression *entry;

	FOR_EACH_PTR(expr->expr_list, entry) {
		while (entry) {
			if (entry->type == EXPR_INITIALIZER) {
				show_initializer_expr(entry);
			} else if (entry->type == EXPR_IDENTIFIER) {
				printf(" AT '%s':\n",
				       show_ident(entry->expr_ident));
				entry = entry->ident_expression;
				continue;
			} else if (entry->type == EXPR_INDEX) {
				printf(" AT '%u..%u:\n", entry->idx_from,
				       entry->idx_to);
				entry = entry->idx_expression;
				continue;
			} else if (entry->type == EXPR_POS) {
				printf(" AT %u:\n", entry->init_offset);
				entry = entry->init_expr;
				continue;
			} else {
				show_expression(entry);
			}
			break;
		}
	} END_FOR_EACH_PTR(entry);
	return 0;
}

static int unable(struct expression *expr, const char *what)
{
	warning(expr->pos, "unable to show %s", what);
	return 0;
}

int show_expression(struct expression *expr)
{
	if (!expr)
		return 0;
	if (!expr->ctype) {
		printf("\tno type at %s:%d:%d\n", stream_name(expr->pos.stream),
		       expr->pos.line, expr->pos.pos);
		return 0;
	}
	switch (expr->type) {
	case EXPR_CALL:
		return show_call_expression(expr);
	case EXPR_ASSIGNMENT:
		return show_assignment(expr);
	case EXPR_COMMA:
		show_expression(expr->left);
		return show_expression(expr->right);
	case EXPR_BINOP: case EXPR_COMPARE: case EXPR_LOGICAL:
		return show_binop(expr);
	case EXPR_PREOP:
		return show_preop(expr);
	case EXPR_POSTOP:
		return show_inc_dec(expr, true);
	case EXPR_SYMBOL:
		return expr->symbol ? show_symbol_expr(expr->symbol) : 0;
	case EXPR_DEREF: case EXPR_SIZEOF: case EXPR_PTRSIZEOF:
	case EXPR_ALIGNOF: case EXPR_OFFSETOF:
		warning(expr->pos, "invalid expression after evaluation");
		return 0;
	case EXPR_CAST: case EXPR_FORCE_CAST: case EXPR_IMPLIED_CAST:
		return show_cast_expr(expr);
	case EXPR_VALUE:
		return show_value(expr);
	case EXPR_FVALUE:
		return show_fvalue(expr);
	case EXPR_STRING:
		return show_string_expr(expr);
	case EXPR_INITIALIZER:
		return show_initializer_expr(expr);
	case EXPR_SELECT: case EXPR_CONDITIONAL:
		return show_conditional_expr(expr);
	case EXPR_STATEMENT:
		return show_statement(expr->statement);
	case EXPR_LABEL:
		return show_label_expr(expr);
	case EXPR_SLICE:
		return show_slice(expr);
	case EXPR_POS:
		return unable(expr, "plain initializer position expression");
	case EXPR_IDENTIFIER:
		return unable(expr, "identifier expression");
	case EXPR_INDEX:
		return unable(expr, "index expression");
	case EXPR_TYPE:
		return unable(expr, "type expression");
	case EXPR_GENERIC:
		return unable(expr, "generic expression");
	case EXPR_ASM_OPERAND:
		return 0;
	}
	return 0;
}

// Statements

/* A local's initializer: its value stored at its address. */
static void show_symbol_decl(struct symbol_list *list)
{
	struct symbol *sym;

	FOR_EACH_PTR(list, sym) {
		struct expression *init = sym->initializer;
		int value, addr;

		if (!init)
			continue;
		value = show_expression(init);
		addr = show_symbol_expr(sym);
		show_store_gen(type_bits(init->ctype), value, addr);
	} END_FOR_EACH_PTR(sym);
}

static int show_return_stmt(struct statement *stmt)
{
	struct expression *value = stmt->ret_value;
	struct symbol *target = stmt->ret_target;

	if (value && value->ctype) {
		int result = show_expression(value);
		int addr = show_symbol_expr(target);

		show_store_gen(type_bits(value->ctype), result, addr);
	}
	printf("\tret\t\t(%p)\n", (void *)target);
	return 0;
}

static int show_compound(struct statement *stmt)
{
	struct statement *s;
	int last = 0;

	if (stmt->inline_fn) {
		show_statement(stmt->args);
		printf("\tbegin_inline \t%s\n",
		       show_ident(stmt->inline_fn->ident));
	}
	FOR_EACH_PTR(stmt->stmts, s) {
		last = show_statement(s);
	} END_FOR_EACH_PTR(s);
	if (stmt->ret) {
		int addr;

		printf(".L%p:\n", (void *)stmt->ret);
		addr = show_symbol_expr(stmt->ret);
		last = show_load_gen(type_bits(stmt->ret), addr);
	}
	if (stmt->inline_fn)
		printf("\tend_inlined\t%s\n", show_ident(stmt->inline_fn->ident));
	return last;
}

static void show_if(struct statement *stmt)
{
	int value = show_expression(stmt->if_conditional);
	int target = new_label();

	printf("\tje\t\tv%d,.L%d\n", value, target);
	show_statement(stmt->if_true);
	if (stmt->if_false) {
		int last = new_label();

		printf("\tjmp\t\t.L%d\n", last);
		printf(".L%d:\n", target);
		target = last;
		show_statement(stmt->if_false);
	}
	printf(".L%d:\n", target);
}

static bool is_constant(struct expression *expr)
{
	return expr && expr->type == EXPR_VALUE;
}

static void show_iterator(struct statement *stmt)
{
	struct expression *pre = stmt->iterator_pre_condition;
	struct expression *post = stmt->iterator_post_condition;
	int loop_top = 0, loop_bottom = 0;

	show_symbol_decl(stmt->iterator_syms);
	show_statement(stmt->iterator_pre_statement);
	if (is_constant(pre)) {
		if (!pre->value) {
			loop_bottom = new_label();
			printf("\tjmp\t\t.L%d\n", loop_bottom);
		}
	} else if (pre) {
		int value;

		loop_bottom = new_label();
		value = show_expression(pre);
		printf("\tje\t\tv%d, .L%d\n", value, loop_bottom);
	}
	if (!is_constant(post) || post->value) {
		loop_top = new_label();
		printf(".L%d:\n", loop_top);
	}
	show_statement(stmt->iterator_statement);
	if (stmt->iterator_continue && stmt->iterator_continue->used)
		printf(".L%p:\n", (void *)stmt->iterator_continue);
	show_statement(stmt->iterator_post_statement);
	if (!post || (is_constant(post) && post->value)) {
		printf("\tjmp\t\t.L%d\n", loop_top);
	} else if (!is_constant(post)) {
		int value = show_expression(post);

		printf("\tjne\t\tv%d, .L%d\n", value, loop_top);
	}
	if (stmt->iterator_break && stmt->iterator_break->used)
		printf(".L%p:\n", (void *)stmt->iterator_break);
	if (loop_bottom)
		printf(".L%d:\n", loop_bottom);
}

static void show_switch(struct statement *stmt)
{
	int value = show_expression(stmt->switch_expression);

	printf("\tswitch v%d\n", value);
	show_statement(stmt->switch_statement);
	if (stmt->switch_break && stmt->switch_break->used)
		printf(".L%p:\n", (void *)stmt->switch_break);
}

static void show_goto(struct statement *stmt)
{
	if (stmt->goto_expression) {
		int value = show_expression(stmt->goto_expression);

		printf("\tgoto\t\t*v%d\n", value);
	} else {
		printf("\tgoto\t\t.L%p\n", (void *)stmt->goto_label);
	}
}

int show_statement(struct statement *stmt)
{
	if (!stmt)
		return 0;
	switch (stmt->type) {
	case STMT_DECLARATION:
		show_symbol_decl(stmt->declaration);
		return 0;
	case STMT_RETURN:
		return show_return_stmt(stmt);
	case STMT_COMPOUND:
		return show_compound(stmt);
	case STMT_EXPRESSION:
		return show_expression(stmt->expression);
	case STMT_IF:
		show_if(stmt);
		return 0;
	case STMT_SWITCH:
		show_switch(stmt);
		return 0;
	case STMT_CASE:
		printf(".L%p:\n", (void *)stmt->case_label);
		show_statement(stmt->case_statement);
		return 0;
	case STMT_ITERATOR:
		show_iterator(stmt);
		return 0;
	case STMT_LABEL:
		printf(".L%p:\n", (void *)stmt->label_identifier);
		show_statement(stmt->label_statement);
		return 0;
	case STMT_GOTO:
		show_goto(stmt);
		return 0;
	case STMT_ASM:
		printf("\tasm( .... )\n");
		return 0;
	case STMT_CONTEXT:
		printf("\tcontext( %d )\n", show_expression(stmt->expression));
		return 0;
	case STMT_RANGE:
		printf("\trange( %d %d-%d)\n",
		       show_expression(stmt->range_expression),
		       show_expression(stmt->range_low),
		       show_expression(stmt->range_high));
		return 0;
	case STMT_NONE:
		return 0;
	}
	return 0;
}

// Symbols

static void show_function_body(struct symbol *fn)
{
	struct statement *stmt = fn->stmt;
	int value;

	if (!stmt)
		return;
	value = show_statement(stmt);
	if (value && stmt->type == STMT_COMPOUND && stmt->ret)
		printf("\tmov.%d\t\tretval,%d\n", type_bits(stmt->ret), value);
	printf("\tret\n");
}

/* The struct or union types whose members are being shown, inmost first. */
struct shown_type {
	const struct symbol *type;
	const struct shown_type *outer;
};

static bool being_shown(const struct shown_type *chain,
			const struct symbol *type)
{
	for (; chain; chain = chain->outer) {
		if (chain->type == type)
			return true;
	}
	return false;
}

/* A struct holding itself (an error said) is shown once, not for ever. */
static void show_symbol_in(struct symbol *sym, const struct shown_type *outer)
{
	struct symbol *type, *member;

	if (!sym)
		return;
	if (sym->ctype.alignment)
		printf(".align %lu\n", sym->ctype.alignment);
	printf("%s", show_typename(sym));
	type = sym->ctype.base_type;
	if (type && (type->type == SYM_STRUCT || type->type == SYM_UNION) &&
	    !being_shown(outer, type)) {
		struct shown_type inner = { type, outer };

		printf(" {\n");
		FOR_EACH_PTR(type->symbol_list, member) {
			show_symbol_in(member, &inner);
			printf("\n");
		} END_FOR_EACH_PTR(member);
		printf("}\n");
	} else {
		printf("\n");
		if (type && type->type == SYM_FN)
			show_function_body(type);
	}
	if (sym->initializer) {
		printf(" = \n");
		show_expression(sym->initializer);
	}
}

void show_symbol(struct symbol *sym)
{
	show_symbol_in(sym, NULL);
}

void show_symbol_list(struct symbol_list *list)
{
	const char *prepend = "";
	struct symbol *sym;

	FOR_EACH_PTR(list, sym) {
		puts(prepend);
		prepend = ", ";
		show_symbol(sym);
	} END_FOR_EACH_PTR(sym);
}
