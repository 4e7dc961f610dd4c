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
#include "simplify-internal.h"

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
 * x + $(-c-1); ~(x ^ $c) is x ^ $~c.
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
	if ((def = def_with(insn->src, OP_XOR)) && is_constant(def->src2))
		return become_binop(insn, OP_XOR, def->src1, constant(insn,
				    ~def->src2->value));
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

static bool same_operand(pseudo_t a, pseudo_t b)
{
	return a == b || (is_constant(a) && is_constant(b) &&
			  a->value == b->value);
}

/* Whether @pseudo is defined before @insn, which can then use it. */
static bool available_at(pseudo_t pseudo, struct instruction *insn)
{
	struct instruction *cur;

	if (pseudo->type != PSEUDO_REG && pseudo->type != PSEUDO_PHI)
		return true;
	if (!pseudo->def || pseudo->def->bb != insn->bb)
		return false;
	FOR_EACH_PTR(insn->bb->insns, cur) {
		if (cur == insn)
			return false;
		if (cur == pseudo->def)
			return true;
	} END_FOR_EACH_PTR(cur);
	return false;
}

/* The operation @outer's operands may be factored out of: 0 for none. */
static int factored_opcode(int outer, int inner)
{
	bool shift = inner == OP_SHL || inner == OP_LSR || inner == OP_ASR;

	switch (outer) {
	case OP_OR: return inner == OP_AND || shift ? inner : 0;
	case OP_AND: return inner == OP_OR || shift ? inner : 0;
	case OP_XOR: return inner == OP_AND || shift ? inner : 0;
	case OP_ADD: return inner == OP_MUL ? inner : 0;
	default: return 0;
	}
}

/*
 * @a and @b both compute 'x inner _' (a shift: '_ inner x'): @b, of one
 * user, becomes 'a_rest outer b_rest' and @insn 'b inner x'.  The
 * operand pairs sparse matches, @b's first: b.1 = a.1, b.2 = a.2,
 * b.1 = a.2 (a shift: the counts only).
 */
static bool factorize_into(struct instruction *insn, struct instruction *a,
			   struct instruction *b)
{
	pseudo_t common, a_rest, b_rest;
	int inner = b->opcode;

	if (!has_one_user(b->target))
		return false;
	if (inner == OP_SHL || inner == OP_LSR || inner == OP_ASR) {
		if (!same_operand(b->src2, a->src2))
			return false;
		common = b->src2, a_rest = a->src1, b_rest = b->src1;
	} else if (same_operand(b->src1, a->src1)) {
		common = b->src1, a_rest = a->src2, b_rest = b->src2;
	} else if (same_operand(b->src2, a->src2)) {
		common = b->src2, a_rest = a->src1, b_rest = b->src1;
	} else if (same_operand(b->src1, a->src2)) {
		common = b->src1, a_rest = a->src1, b_rest = b->src2;
	} else {
		return false;
	}
	if (!available_at(a_rest, b))
		return false;
	become_binop(b, insn->opcode, a_rest, b_rest);
	return become_binop(insn, inner, b->target, common);
}

/*
 * Rule: (x & y) | (x & z) is x & (y | z), and so for & of |, ^ of &,
 * + of *, and |, &, ^ of two shifts by the same count; one of the two
 * operations, used only there, is reused.
 */
static bool factorize(struct instruction *insn)
{
	struct instruction *a, *b;

	switch (insn->opcode) {
	case OP_OR: case OP_AND: case OP_XOR: case OP_ADD:
		break;
	default:
		return false;
	}
	if (insn->src1->type != PSEUDO_REG || insn->src2->type != PSEUDO_REG ||
	    insn->src1 == insn->src2)
		return false;
	a = insn->src1->def;
	b = insn->src2->def;
	if (!a || !b || !a->bb || !b->bb || a->opcode != b->opcode ||
	    !factored_opcode(insn->opcode, a->opcode) ||
	    a->size != insn->size || b->size != insn->size)
		return false;
	return factorize_into(insn, a, b) || factorize_into(insn, b, a);
}

/*
 * Rule: 'a == b ? a : b' and 'a != b ? b : a' are b, 'a == b ? b : a'
 * and 'a != b ? a : b' are a (as integers: the compare sees each bit).
 */
static bool simplify_select_of_equal(struct instruction *insn)
{
	struct instruction *def = def_with(insn->src1, OP_SET_EQ);
	pseudo_t a = insn->src2, b = insn->src3;

	if (!def)
		def = def_with(insn->src1, OP_SET_NE);
	if (!def || !((def->src1 == a && def->src2 == b) ||
		      (def->src1 == b && def->src2 == a)))
		return false;
	return become(insn, def->opcode == OP_SET_EQ ? b : a);
}

/* log2 of @pseudo, a constant power of 2 in @bits, else -1. */
static int power_of_2(pseudo_t pseudo, int bits)
{
	unsigned long long value;
	int log = 0;

	if (!is_constant(pseudo))
		return -1;
	value = arith_truncate(pseudo->value, bits);
	if (!value || (value & (value - 1)))
		return -1;
	while (value >>= 1)
		log++;
	return log;
}

/*
 * Rule: 'select (x & 2^k), 2^m, 0' is 'x & 2^k' shifted left by m - k,
 * or 'x >> (k - m) & 2^m' (the and, used only there, then shifts); not
 * for m = 0, which the select to a compare rule takes.
 */
static bool simplify_select_of_bit(struct instruction *insn)
{
	struct instruction *def = def_with(insn->src1, OP_AND);
	int k, m;

	if (!def || def->size != insn->size || !has_one_user(def->target) ||
	    !is_constant_of(insn->src3, 0, insn->size))
		return false;
	k = power_of_2(def->src2, def->size);
	m = power_of_2(insn->src2, insn->size);
	if (k < 0 || m <= 0)
		return false;
	if (k == m)
		return become(insn, def->target);
	if (m > k)
		return become_binop(insn, OP_SHL, def->target,
				    value_pseudo(m - k));
	become_binop(def, OP_LSR, def->src1, value_pseudo(k - m));
	return become_binop(insn, OP_AND, def->target, insn->src2);
}

/*
 * Rule: 'select (select c, $a, $b), x, y' is x when a and b are not 0,
 * 'select c, x, y' when only a is, 'select c, y, x' when only b is.
 */
static bool simplify_select_of_select(struct instruction *insn)
{
	struct instruction *def = def_with(insn->src1, OP_SEL);
	pseudo_t x = insn->src2, y = insn->src3;
	bool a, b;

	if (!def || !is_constant(def->src2) || !is_constant(def->src3))
		return false;
	a = arith_truncate(def->src2->value, def->size) != 0;
	b = arith_truncate(def->src3->value, def->size) != 0;
	if (a == b)
		return become(insn, a ? x : y);
	kill_use(&insn->src1);
	use_pseudo(insn, def->src1, &insn->src1);
	if (a)
		return true;
	kill_use(&insn->src2);
	kill_use(&insn->src3);
	use_pseudo(insn, y, &insn->src2);
	use_pseudo(insn, x, &insn->src3);
	return true;
}

/* Rule: 'set' of a label's address is 'label', which CSE merges. */
static bool simplify_setval(struct instruction *insn)
{
	insn->opcode = OP_LABEL;
	return true;
}

bool simplify_arith(struct instruction *insn)
{
	if (factorize(insn))
		return true;
	switch (insn->opcode) {
	case OP_SETVAL:
		return simplify_setval(insn);
	case OP_SEL:
		return simplify_select_of_select(insn) ||
		       simplify_select_of_equal(insn) ||
		       simplify_select_of_bit(insn);
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
