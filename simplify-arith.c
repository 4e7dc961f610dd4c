// SPDX-License-Identifier: MIT
/*
 * simplify-arith.c — sparse's rewrites of integer arithmetic: negations
 * and complements pushed through add and sub, sums that cancel, the
 * identities of -1, 1 and of an operand with itself or its complement,
 * and a common operand factored out of two operations.
 *
 * Called by simplify.c for each live instruction, after its operands
 * were put in canonical order and 'sub x, $c' became 'add x, $-c'.  A
 * rewrite keeps the instruction's target, so that the numbers of the
 * pseudos are sparse's; what it no longer uses dies in the next dead
 * code pass.  Touches only the instruction and the one it may reuse.
 */
#include "flow.h"

static long long arith_truncate(long long value, int bits)
{
	return bits > 0 && bits < 64 ? value & ((1LL << bits) - 1) : value;
}

static bool is_constant(pseudo_t pseudo)
{
	return pseudo->type == PSEUDO_VAL;
}

static bool is_constant_of(pseudo_t pseudo, long long value, int bits)
{
	return is_constant(pseudo) &&
	       arith_truncate(pseudo->value, bits) ==
	       arith_truncate(value, bits);
}

/* The live instruction defining @pseudo with opcode @op, else NULL. */
static struct instruction *def_with(pseudo_t pseudo, int op)
{
	if (!pseudo || pseudo->type != PSEUDO_REG || !pseudo->def ||
	    !pseudo->def->bb || pseudo->def->opcode != op)
		return NULL;
	return pseudo->def;
}

/* Whether @b is ~@a (or @a ~@b). */
static bool is_complement(pseudo_t a, pseudo_t b)
{
	struct instruction *def = def_with(a, OP_NOT);

	if (def && def->src == b)
		return true;
	def = def_with(b, OP_NOT);
	return def && def->src == a;
}

/* @insn becomes 'target <- op a, b' (of its own size). */
static bool become_binop(struct instruction *insn, int op, pseudo_t a,
			 pseudo_t b)
{
	unsigned int flags = opcode_table[insn->opcode].flags;

	if (flags & (OPF_BINOP | OPF_COMPARE | OPF_TERNARY)) {
		kill_use(&insn->src1);
		kill_use(&insn->src2);
		kill_use(&insn->src3);
	} else {
		kill_use(&insn->src);
	}
	insn->opcode = op;
	use_pseudo(insn, a, &insn->src1);
	use_pseudo(insn, b, &insn->src2);
	insn->src3 = NULL;
	return true;
}

/* @insn becomes 'target <- op a' (of its own size). */
static bool become_unop(struct instruction *insn, int op, pseudo_t a)
{
	kill_use(&insn->src1);
	kill_use(&insn->src2);
	insn->opcode = op;
	use_pseudo(insn, a, &insn->src);
	insn->orig_type = NULL;
	return true;
}

static bool become(struct instruction *insn, pseudo_t value)
{
	replace_with_pseudo(insn, value);
	return true;
}

static pseudo_t constant(struct instruction *insn, long long value)
{
	return value_pseudo(arith_truncate(value, insn->size));
}

/*
 * Rule: (-x) + y is y - x, x + (-y) is x - y; (x - y) + y and y + (x - y)
 * are x; ($a - x) + $b is ($a + $b) - x.
 */
static bool simplify_add(struct instruction *insn)
{
	pseudo_t a = insn->src1, b = insn->src2;
	struct instruction *def;

	if ((def = def_with(a, OP_NEG)))
		return become_binop(insn, OP_SUB, b, def->src);
	if ((def = def_with(b, OP_NEG)))
		return become_binop(insn, OP_SUB, a, def->src);
	if ((def = def_with(a, OP_SUB)) && def->src2 == b)
		return become(insn, def->src1);
	if ((def = def_with(b, OP_SUB)) && def->src2 == a)
		return become(insn, def->src1);
	if ((def = def_with(a, OP_SUB)) && is_constant(def->src1) &&
	    is_constant(b))
		return become_binop(insn, OP_SUB, constant(insn,
				    def->src1->value + b->value), def->src2);
	return false;
}

/*
 * Rule: $0 - x is -x; x - (-y) is x + y; (x + y) - x is y, (x + y) - y
 * is x; $a - ($b - x) is x + ($a - $b); $a - (x + $b) is ($a - $b) - x.
 */
static bool simplify_sub(struct instruction *insn)
{
	pseudo_t a = insn->src1, b = insn->src2;
	struct instruction *def;

	if (is_constant_of(a, 0, insn->size))
		return become_unop(insn, OP_NEG, b);
	if ((def = def_with(b, OP_NEG)))
		return become_binop(insn, OP_ADD, a, def->src);
	if ((def = def_with(a, OP_ADD)) && def->src1 == b)
		return become(insn, def->src2);
	if ((def = def_with(a, OP_ADD)) && def->src2 == b)
		return become(insn, def->src1);
	if (!is_constant(a))
		return false;
	if ((def = def_with(b, OP_SUB)) && is_constant(def->src1))
		return become_binop(insn, OP_ADD, def->src2, constant(insn,
				    a->value - def->src1->value));
	if ((def = def_with(b, OP_ADD)) && is_constant(def->src2))
		return become_binop(insn, OP_SUB, constant(insn,
				    a->value - def->src2->value), def->src1);
	return false;
}

/*
 * Rule: -(~x) is x + 1; -(x + $c) is $-c - x; -(x - y) is y - x.
 */
static bool simplify_neg(struct instruction *insn)
{
	struct instruction *def;

	if ((def = def_with(insn->src, OP_NOT)))
		return become_binop(insn, OP_ADD, def->src, constant(insn, 1));
	if ((def = def_with(insn->src, OP_ADD)) && is_constant(def->src2))
		return become_binop(insn, OP_SUB, constant(insn,
				    -def->src2->value), def->src1);
	if ((def = def_with(insn->src, OP_SUB)))
		return become_binop(insn, OP_SUB, def->src2, def->src1);
	return false;
}

/*
 * Rule: ~(-x) is x + $-1; ~(x + $c) is $(-c-1) - x; ~($c - x) is
 * x + $(-c-1).
 */
static bool simplify_not(struct instruction *insn)
{
	struct instruction *def;

	if ((def = def_with(insn->src, OP_NEG)))
		return become_binop(insn, OP_ADD, def->src,
				    constant(insn, -1));
	if ((def = def_with(insn->src, OP_ADD)) && is_constant(def->src2))
		return become_binop(insn, OP_SUB, constant(insn,
				    -def->src2->value - 1), def->src1);
	if ((def = def_with(insn->src, OP_SUB)) && is_constant(def->src1))
		return become_binop(insn, OP_ADD, def->src2, constant(insn,
				    -def->src1->value - 1));
	return false;
}

/*
 * Rule: x * $-1 and x /s $-1 are -x; x % $1 is 0; x ^ $-1 is ~x;
 * x | x and x & x are x; x | ~x and x ^ ~x are $-1, x & ~x is 0.
 */
static bool simplify_identities(struct instruction *insn)
{
	pseudo_t a = insn->src1, b = insn->src2;
	int bits = insn->size;

	switch (insn->opcode) {
	case OP_MUL: case OP_DIVS:
		if (is_constant_of(b, -1, bits))
			return become_unop(insn, OP_NEG, a);
		return false;
	case OP_MODS: case OP_MODU:
		if (is_constant_of(b, 1, bits))
			return become(insn, constant(insn, 0));
		return false;
	case OP_XOR:
		if (is_constant_of(b, -1, bits))
			return become_unop(insn, OP_NOT, a);
		if (is_complement(a, b))
			return become(insn, constant(insn, -1));
		return false;
	case OP_OR: case OP_AND:
		if (a == b)
			return become(insn, a);
		if (is_complement(a, b))
			return become(insn, constant(insn,
				      insn->opcode == OP_OR ? -1 : 0));
		return false;
	default:
		return false;
	}
}

bool simplify_arith(struct instruction *insn)
{
	switch (insn->opcode) {
	case OP_ADD:
		return simplify_add(insn);
	case OP_SUB:
		return simplify_sub(insn);
	case OP_NEG:
		return simplify_neg(insn);
	case OP_NOT:
		return simplify_not(insn);
	default:
		return simplify_identities(insn);
	}
}
