// SPDX-License-Identifier: MIT
/*
 * simplify-compare.c — the rewrites of compares and of what uses their
 * result, as sparse does them: a compare's 0-or-1 result tested against
 * 0 or 1, widened, narrowed or masked is the compare itself (inverted
 * for a test of falsehood), made in the user's place and size.
 *
 * Takes one instruction of an entrypoint in SSA form, for simplify.c's
 * round, and rewrites it in place; the compare it read from stays for
 * its other users (remove_dead_insns() drops it when there are none).
 */
#include "flow.h"
#include "simplify-internal.h"

/* The compare defining @pseudo, or NULL. */
static struct instruction *compare_def(pseudo_t pseudo)
{
	struct instruction *def = live_def(pseudo);

	if (!def || !(opcode_table[def->opcode].flags & OPF_COMPARE))
		return NULL;
	return def;
}

/* The compare true when the one of this index is false (ORDER opcode.def). */
static const unsigned char inverse_compare[OP_LAST] = {
	[OP_SET_EQ] = OP_SET_NE,	[OP_SET_NE] = OP_SET_EQ,
	[OP_SET_LE] = OP_SET_GT,	[OP_SET_GT] = OP_SET_LE,
	[OP_SET_GE] = OP_SET_LT,	[OP_SET_LT] = OP_SET_GE,
	[OP_SET_B] = OP_SET_AE,		[OP_SET_AE] = OP_SET_B,
	[OP_SET_A] = OP_SET_BE,		[OP_SET_BE] = OP_SET_A,
	[OP_FCMP_ORD] = OP_FCMP_UNO,	[OP_FCMP_UNO] = OP_FCMP_ORD,
	[OP_FCMP_OEQ] = OP_FCMP_UNE,	[OP_FCMP_UNE] = OP_FCMP_OEQ,
	[OP_FCMP_ONE] = OP_FCMP_UEQ,	[OP_FCMP_UEQ] = OP_FCMP_ONE,
	[OP_FCMP_OLE] = OP_FCMP_UGT,	[OP_FCMP_UGT] = OP_FCMP_OLE,
	[OP_FCMP_OGE] = OP_FCMP_ULT,	[OP_FCMP_ULT] = OP_FCMP_OGE,
	[OP_FCMP_OLT] = OP_FCMP_UGE,	[OP_FCMP_UGE] = OP_FCMP_OLT,
	[OP_FCMP_OGT] = OP_FCMP_ULE,	[OP_FCMP_ULE] = OP_FCMP_OGT,
};

/* Whether a live result of @pseudo's definition is still read. */
static bool is_read(pseudo_t pseudo)
{
	struct pseudo_user *user;

	FOR_EACH_PTR(pseudo->users, user) {
		if (user->insn->bb && *user->userp == pseudo)
			return true;
	} END_FOR_EACH_PTR(user);
	return false;
}

static void kill_use_and_dead_def(pseudo_t *slot);

/*
 * The instruction defining @pseudo goes when nothing reads it and it has
 * no side effect, and so on up: as sparse, which kills a result with
 * its last use, so that no dead copy of a compare is left for cse.c to
 * keep instead of the live one.
 */
static void kill_dead_def(pseudo_t pseudo)
{
	struct instruction *def = live_def(pseudo);
	unsigned int flags;

	if (!def || is_read(pseudo) || has_side_effects(def))
		return;
	flags = opcode_table[def->opcode].flags;
	if (flags & (OPF_CAST | OPF_UNOP)) {
		def->bb = NULL;
		kill_use_and_dead_def(&def->src);
	} else if (flags & (OPF_BINOP | OPF_COMPARE | OPF_TERNARY)) {
		def->bb = NULL;
		kill_use_and_dead_def(&def->src1);
		kill_use_and_dead_def(&def->src2);
		kill_use_and_dead_def(&def->src3);
	}
}

static void kill_use_and_dead_def(pseudo_t *slot)
{
	pseudo_t pseudo = *slot;

	kill_use(slot);
	kill_dead_def(pseudo);
}

/*
 * @insn (a compare, a cast or a binop) becomes '@op cmp->src1,
 * cmp->src2' with @cmp's operand type; its target, size and type stay.
 */
static void become_compare(struct instruction *insn, struct instruction *cmp,
			   int op)
{
	pseudo_t old1 = insn->src1, old2 = NULL;

	kill_use(&insn->src1);
	if (!(opcode_table[insn->opcode].flags & OPF_CAST)) {
		old2 = insn->src2;
		kill_use(&insn->src2);
	}
	insn->opcode = op;
	use_pseudo(insn, cmp->src1, &insn->src1);
	use_pseudo(insn, cmp->src2, &insn->src2);
	insn->src3 = NULL;
	insn->itype = cmp->itype;
	kill_dead_def(old1);
	if (old2)
		kill_dead_def(old2);
}

/*
 * Rule: 'setne c, $0' and 'seteq c, $1' of a compare c are c; 'seteq c,
 * $0' and 'setne c, $1' are c inverted (the result in the outer size).
 */
static bool fold_compare_of_compare(struct instruction *insn)
{
	struct instruction *cmp;
	bool inverted;

	if (insn->opcode != OP_SET_EQ && insn->opcode != OP_SET_NE)
		return false;
	if (!is_value(insn->src2, 0) && !is_value(insn->src2, 1))
		return false;
	cmp = compare_def(insn->src1);
	if (!cmp)
		return false;
	inverted = (insn->opcode == OP_SET_EQ) == is_value(insn->src2, 0);
	become_compare(insn, cmp, inverted ? inverse_compare[cmp->opcode] :
		       cmp->opcode);
	return true;
}

/*
 * Rule: zext.N, trunc.N (and sext.N, of a compare wider than 1 bit) of a
 * compare is the compare made N bits wide.
 */
static bool fold_cast_of_compare(struct instruction *insn)
{
	struct instruction *cmp;

	if (insn->opcode != OP_ZEXT && insn->opcode != OP_TRUNC &&
	    insn->opcode != OP_SEXT)
		return false;
	cmp = compare_def(insn->src);
	if (!cmp || (insn->opcode == OP_SEXT && cmp->size == 1))
		return false;
	become_compare(insn, cmp, cmp->opcode);
	return true;
}

/* Rule: 'and c, $m' of a compare c is c when m is odd, else 0. */
static bool fold_and_of_compare(struct instruction *insn)
{
	struct instruction *cmp;

	if (insn->opcode != OP_AND || insn->src2->type != PSEUDO_VAL)
		return false;
	cmp = compare_def(insn->src1);
	if (!cmp)
		return false;
	if (insn->src2->value & 1) {
		replace_with_pseudo(insn, cmp->target);
		return true;
	}
	replace_with_pseudo(insn, value_pseudo(0));
	kill_dead_def(cmp->target);
	return true;
}

/*
 * Rule: 'setne.1 x, $0' of a 1-bit x an instruction computes is x; so
 * is 'setne.N (and.N y, $1), $0' and 'seteq.N (and.N y, $1), $1'.
 */
static bool fold_boolean_test(struct instruction *insn)
{
	struct instruction *def;
	bool one_bit;

	if (insn->opcode != OP_SET_EQ && insn->opcode != OP_SET_NE)
		return false;
	def = live_def(insn->src1);
	if (!def || def->size != insn->size)
		return false;
	one_bit = def->size == 1 ||
		  (def->opcode == OP_AND && is_value(def->src2, 1));
	if (!one_bit)
		return false;
	if ((insn->opcode == OP_SET_NE && is_value(insn->src2, 0)) ||
	    (insn->opcode == OP_SET_EQ && is_value(insn->src2, 1))) {
		replace_with_pseudo(insn, insn->src1);
		return true;
	}
	return false;
}

/* Whether the only reader of @pseudo is @insn, once. */
static bool read_once_by(pseudo_t pseudo, struct instruction *insn)
{
	struct pseudo_user *user;
	int reads = 0;

	FOR_EACH_PTR(pseudo->users, user) {
		if (!user->insn->bb || *user->userp != pseudo)
			continue;
		if (user->insn != insn || ++reads > 1)
			return false;
	} END_FOR_EACH_PTR(user);
	return reads == 1;
}

/*
 * Rule: 'select (setlt x, y), a, b' is 'select (setge x, y), b, a' when
 * the select alone reads the compare; the same for setle, setb and setbe
 * (sparse's selects test ge, gt, ae and a).
 */
static bool select_on_greater(struct instruction *insn)
{
	struct instruction *cmp;
	pseudo_t a = insn->src2, b = insn->src3;

	if (insn->opcode != OP_SEL)
		return false;
	cmp = compare_def(insn->src1);
	if (!cmp || !read_once_by(cmp->target, insn))
		return false;
	switch (cmp->opcode) {
	case OP_SET_LT: case OP_SET_LE: case OP_SET_B: case OP_SET_BE:
		break;
	default:
		return false;
	}
	cmp->opcode = inverse_compare[cmp->opcode];
	kill_use(&insn->src2);
	kill_use(&insn->src3);
	use_pseudo(insn, b, &insn->src2);
	use_pseudo(insn, a, &insn->src3);
	return true;
}

/* One pseudo, or two constants of one value. */
static bool same_pseudo(pseudo_t a, pseudo_t b)
{
	return a == b || (a->type == PSEUDO_VAL && b->type == PSEUDO_VAL &&
			  a->value == b->value);
}

/*
 * Rule: 'select (seteq x, y), a, b' with a, b the x and y in either order
 * is b (when x == y, a and b are one value); 'select (setne x, y), a, b'
 * is a.
 */
static bool fold_select_of_equality(struct instruction *insn)
{
	struct instruction *cmp;
	pseudo_t a = insn->src2, b = insn->src3, value;

	if (insn->opcode != OP_SEL)
		return false;
	cmp = compare_def(insn->src1);
	if (!cmp || (cmp->opcode != OP_SET_EQ && cmp->opcode != OP_SET_NE))
		return false;
	if (!(same_pseudo(a, cmp->src1) && same_pseudo(b, cmp->src2)) &&
	    !(same_pseudo(a, cmp->src2) && same_pseudo(b, cmp->src1)))
		return false;
	value = cmp->opcode == OP_SET_EQ ? b : a;
	replace_with_pseudo(insn, value);
	kill_dead_def(cmp->target);
	return true;
}

/* The bits of a compare's operands; 0 when not known. */
static int operand_bits(struct instruction *insn)
{
	struct symbol *type = insn->itype;

	if (!type)
		return 0;
	examine_symbol_type(type);
	return type->bit_size > 0 && type->bit_size <= 64 ? type->bit_size : 0;
}

static unsigned long long low_bits(unsigned long long value, int bits)
{
	return bits < 64 ? value & ((1ULL << bits) - 1) : value;
}

static long long signed_value(unsigned long long value, int bits)
{
	value = low_bits(value, bits);
	if (bits < 64 && (value >> (bits - 1)) & 1)
		value -= 1ULL << bits;
	return (long long)value;
}

/* @insn, a compare, is @op with the constant @value (of @bits). */
static void set_compare(struct instruction *insn, int op,
			unsigned long long value, int bits)
{
	insn->opcode = op;
	insn->src2 = value_pseudo(low_bits(value, bits));
}

/* @insn, a compare, becomes @op with the constant @value (of @bits). */
static bool compare_becomes(struct instruction *insn, int op, long long value,
			    int bits)
{
	set_compare(insn, op, (unsigned long long)value, bits);
	return true;
}

/* @insn, a compare with a constant, is always @value. */
static bool compare_is(struct instruction *insn, int value)
{
	pseudo_t left = insn->src1;

	replace_with_pseudo(insn, value_pseudo(value));
	kill_dead_def(left);
	return true;
}

/*
 * Rule: a signed compare with a constant moves it toward 0 ('x < $c' is
 * 'x <= $c-1' for c > 0, 'x <= $c' is 'x < $c+1' for c < 0; the same for
 * > and >=), an unsigned one down ('x <u $c' is 'x <=u $c-1'); x <u 0 is
 * 0, x >=u 0 is 1, x <=u 0 is x == 0, x >u 0 is x != 0; against the
 * type's extremes: x < min and x > max are 0, x >= min and x <= max 1,
 * x <= min is x == min, x > min is x != min, x >u max is 0, x <=u max 1;
 * one step inside them, an equality: x < min+1 is x == min, x >= min+1
 * x != min, x < max is x != max, x >= max x == max, x <u umax x != umax,
 * x >=u umax x == umax (at once, as sparse, not through 'x > max-1'), x > max-1 x == max, x <= max-1 x != max, x >u umax-1 x == umax
 * and x <=u umax-1 x != umax; at the sign bit, a sign test: x >u max
 * and x >=u max+1 are x < 0, x <=u max and x <u max+1 are x >= 0.
 */
static bool canonical_compare_constant(struct instruction *insn)
{
	int bits = operand_bits(insn);
	unsigned long long value, umax;
	long long c, min, max;

	if (!bits || insn->src2->type != PSEUDO_VAL)
		return false;
	value = low_bits(insn->src2->value, bits);
	c = signed_value(value, bits);
	umax = low_bits(~0ULL, bits);
	max = (long long)(umax >> 1);
	min = -max - 1;
	switch (insn->opcode) {
	case OP_SET_LT:
		if (c == min)
			return compare_is(insn, 0);
		if (c == max)
			return compare_becomes(insn, OP_SET_NE, max, bits);
		if (c == min + 1)
			return compare_becomes(insn, OP_SET_EQ, min, bits);
		if (c <= 0)
			return false;
		set_compare(insn, OP_SET_LE, value - 1, bits);
		return true;
	case OP_SET_GE:
		if (c == min)
			return compare_is(insn, 1);
		if (c == max)
			return compare_becomes(insn, OP_SET_EQ, max, bits);
		if (c == min + 1)
			return compare_becomes(insn, OP_SET_NE, min, bits);
		if (c <= 0)
			return false;
		set_compare(insn, OP_SET_GT, value - 1, bits);
		return true;
	case OP_SET_LE:
		if (c == max)
			return compare_is(insn, 1);
		if (c == min) {
			insn->opcode = OP_SET_EQ;
			return true;
		}
		if (c == max - 1)
			return compare_becomes(insn, OP_SET_NE, max, bits);
		if (c >= 0)
			return false;
		set_compare(insn, OP_SET_LT, value + 1, bits);
		return true;
	case OP_SET_GT:
		if (c == max)
			return compare_is(insn, 0);
		if (c == min) {
			insn->opcode = OP_SET_NE;
			return true;
		}
		if (c == max - 1)
			return compare_becomes(insn, OP_SET_EQ, max, bits);
		if (c >= 0)
			return false;
		set_compare(insn, OP_SET_GE, value + 1, bits);
		return true;
	case OP_SET_B:
		if (!value)
			return compare_is(insn, 0);
		if (value == umax)
			return compare_becomes(insn, OP_SET_NE, umax, bits);
		if (value == (unsigned long long)max + 1)
			return compare_becomes(insn, OP_SET_GE, 0, bits);
		set_compare(insn, OP_SET_BE, value - 1, bits);
		return true;
	case OP_SET_AE:
		if (!value)
			return compare_is(insn, 1);
		if (value == umax)
			return compare_becomes(insn, OP_SET_EQ, umax, bits);
		if (value == (unsigned long long)max + 1)
			return compare_becomes(insn, OP_SET_LT, 0, bits);
		set_compare(insn, OP_SET_A, value - 1, bits);
		return true;
	case OP_SET_BE:
		if (value == umax)
			return compare_is(insn, 1);
		if (value == umax - 1 && value)
			return compare_becomes(insn, OP_SET_NE, umax, bits);
		if (value == (unsigned long long)max && value)
			return compare_becomes(insn, OP_SET_GE, 0, bits);
		if (value)
			return false;
		insn->opcode = OP_SET_EQ;
		return true;
	case OP_SET_A:
		if (value == umax)
			return compare_is(insn, 0);
		if (value == umax - 1 && value)
			return compare_becomes(insn, OP_SET_EQ, umax, bits);
		if (value == (unsigned long long)max && value)
			return compare_becomes(insn, OP_SET_LT, 0, bits);
		if (value)
			return false;
		insn->opcode = OP_SET_NE;
		return true;
	default:
		return false;
	}
}

/* The unsigned compare ordering as the signed @op does, or @op. */
static int unsigned_compare(int op)
{
	switch (op) {
	case OP_SET_LT: return OP_SET_B;
	case OP_SET_LE: return OP_SET_BE;
	case OP_SET_GT: return OP_SET_A;
	case OP_SET_GE: return OP_SET_AE;
	default: return op;
	}
}

/* Whether the ordering @op holds of a value below (@below) or above a constant. */
static int ordering_of(int op, bool below)
{
	bool less = op == OP_SET_LT || op == OP_SET_LE ||
		    op == OP_SET_B || op == OP_SET_BE;

	return less == below;
}

/*
 * Rule: a signed ordering of 'sext x' with a constant out of x's range
 * is decided; an unsigned one, the constant lying between the two runs
 * of 'sext x' ([0, max] and [-2^N/2 as unsigned, umax]), is the sign
 * test 'x >= 0' for <u and <=u, 'x < 0' for >u and >=u.  Equalities are
 * left as they are.
 */
static bool compare_sext_out_of_range(struct instruction *insn,
				      struct instruction *def, bool negative)
{
	switch (insn->opcode) {
	case OP_SET_LT: case OP_SET_LE: case OP_SET_GT: case OP_SET_GE:
		return compare_is(insn, ordering_of(insn->opcode, !negative));
	case OP_SET_B: case OP_SET_BE: case OP_SET_A: case OP_SET_AE:
		insn->opcode = ordering_of(insn->opcode, true) ?
			       OP_SET_GE : OP_SET_LT;
		insn->src2 = value_pseudo(0);
		kill_use(&insn->src1);
		use_pseudo(insn, def->src, &insn->src1);
		insn->itype = def->orig_type;
		kill_dead_def(def->target);
		return true;
	default:
		return false;
	}
}

/*
 * Rule: an ordering of 'zext x' with a constant out of [0, 2^N-1] is
 * decided (a signed one's negative constant is below, an unsigned one's
 * is above); equalities are left as they are.
 */
static bool compare_zext_out_of_range(struct instruction *insn, bool negative)
{
	switch (insn->opcode) {
	case OP_SET_LT: case OP_SET_LE: case OP_SET_GT: case OP_SET_GE:
		return compare_is(insn, ordering_of(insn->opcode, !negative));
	case OP_SET_B: case OP_SET_BE: case OP_SET_A: case OP_SET_AE:
		return compare_is(insn, ordering_of(insn->opcode, true));
	default:
		return false;
	}
}

/*
 * Rule: a compare of 'sext x' with a constant the narrow x's type holds
 * is the compare of x with that constant; of 'zext x' too, made unsigned.
 */
static bool compare_narrow(struct instruction *insn)
{
	struct instruction *def;
	int bits, narrow;
	long long c;

	if (!(opcode_table[insn->opcode].flags & OPF_COMPARE) ||
	    insn->opcode >= OP_FCMP_ORD || insn->src2->type != PSEUDO_VAL)
		return false;
	def = live_def(insn->src1);
	if (!def || (def->opcode != OP_SEXT && def->opcode != OP_ZEXT) ||
	    !def->orig_type)
		return false;
	bits = operand_bits(insn);
	narrow = def->orig_type->bit_size;
	if (!bits || narrow <= 0 || narrow >= bits)
		return false;
	c = signed_value(insn->src2->value, bits);
	if (def->opcode == OP_SEXT &&
	    (c < -(1LL << (narrow - 1)) || c >= (1LL << (narrow - 1))))
		return compare_sext_out_of_range(insn, def, c < 0);
	if (def->opcode == OP_ZEXT && (c < 0 || c >= (1LL << narrow)))
		return compare_zext_out_of_range(insn, c < 0);
	if (def->opcode == OP_ZEXT)
		insn->opcode = unsigned_compare(insn->opcode);
	insn->src2 = value_pseudo(low_bits(c, narrow));
	kill_use(&insn->src1);
	use_pseudo(insn, def->src, &insn->src1);
	insn->itype = def->orig_type;
	kill_dead_def(def->target);
	return true;
}

/*
 * Rule: a compare of two extensions of one kind from one size is the
 * compare of the narrow values: 'zext a < zext b' made unsigned, 'sext a
 * < sext b' as it is (each extension keeps both orders).
 */
static bool compare_both_narrow(struct instruction *insn)
{
	struct instruction *a, *b;
	int bits;

	if (!(opcode_table[insn->opcode].flags & OPF_COMPARE) ||
	    insn->opcode >= OP_FCMP_ORD)
		return false;
	a = live_def(insn->src1);
	b = live_def(insn->src2);
	if (!a || !b || a->opcode != b->opcode ||
	    (a->opcode != OP_SEXT && a->opcode != OP_ZEXT) ||
	    !a->orig_type || !b->orig_type)
		return false;
	bits = operand_bits(insn);
	if (!bits || a->orig_type->bit_size != b->orig_type->bit_size ||
	    a->orig_type->bit_size <= 0 || a->orig_type->bit_size >= bits)
		return false;
	if (a->opcode == OP_ZEXT)
		insn->opcode = unsigned_compare(insn->opcode);
	kill_use(&insn->src1);
	use_pseudo(insn, a->src, &insn->src1);
	kill_use(&insn->src2);
	use_pseudo(insn, b->src, &insn->src2);
	insn->itype = a->orig_type;
	kill_dead_def(a->target);
	kill_dead_def(b->target);
	return true;
}

/*
 * Rule: an equality of 'x & M' with C is decided when C has a bit M
 * clears, of 'x | M' when M has one C lacks; 'x & M' == M for a single
 * bit M is 'x & M' != 0 (and != M, == 0).  An unsigned ordering of 'x &
 * M', which is M at most, with C is decided when C is past M.
 */
static bool compare_of_mask(struct instruction *insn)
{
	struct instruction *def;
	unsigned long long m, c;
	int bits, eq = insn->opcode == OP_SET_EQ;

	if (!(opcode_table[insn->opcode].flags & OPF_COMPARE) ||
	    insn->opcode >= OP_FCMP_ORD)
		return false;
	def = live_def(insn->src1);
	bits = operand_bits(insn);
	if (!def || !bits || insn->src2->type != PSEUDO_VAL ||
	    (def->opcode != OP_AND && def->opcode != OP_OR) ||
	    def->src2->type != PSEUDO_VAL)
		return false;
	m = low_bits(def->src2->value, bits);
	c = low_bits(insn->src2->value, bits);
	if (insn->opcode == OP_SET_EQ || insn->opcode == OP_SET_NE) {
		if (def->opcode == OP_AND ? (c & ~m) : (m & ~c))
			return compare_is(insn, !eq);
		if (def->opcode == OP_OR || c != m || !m || (m & (m - 1)))
			return false;
		set_compare(insn, eq ? OP_SET_NE : OP_SET_EQ, 0, bits);
		return true;
	}
	if (def->opcode != OP_AND)
		return false;
	switch (insn->opcode) {
	case OP_SET_B:	return c > m && compare_is(insn, 1);
	case OP_SET_BE:	return c >= m && compare_is(insn, 1);
	case OP_SET_A:	return c >= m && compare_is(insn, 0);
	case OP_SET_AE:	return c > m && compare_is(insn, 0);
	default:	return false;
	}
}

/*
 * Rule: '(trunc.N x) == $C' is '(x & ones(N)) == C' at x's size, and so
 * for != (C of N bits): the trunc, read by the compare alone, becomes
 * the 'and'.
 */
static bool compare_of_trunc(struct instruction *insn)
{
	struct instruction *trunc;
	struct symbol *source;
	int bits;

	if ((insn->opcode != OP_SET_EQ && insn->opcode != OP_SET_NE) ||
	    insn->src2->type != PSEUDO_VAL)
		return false;
	trunc = live_def(insn->src1);
	if (!trunc || trunc->opcode != OP_TRUNC || !trunc->orig_type ||
	    trunc->orig_type->bit_size <= 0 || !has_one_user(trunc->target))
		return false;
	source = trunc->orig_type;
	bits = trunc->size;
	if ((unsigned long long)insn->src2->value != low_bits(
		    (unsigned long long)insn->src2->value, bits))
		return false;
	trunc->opcode = OP_AND;
	trunc->size = source->bit_size;
	trunc->type = source;
	trunc->src2 = value_pseudo(low_bits(~0ULL, bits));
	insn->itype = source;
	return true;
}

/*
 * Rule: 'x & M', for M not negative, lies in [0, M]: a signed compare of
 * it with C is decided when C is past M, or below 0 (at most 0 for
 * 'x & M >= C' and 'x & M < C'); 'x & M <= 0' is 'x & M == 0', and
 * 'x & M > 0' is 'x & M != 0'.
 */
static bool compare_of_signed_mask(struct instruction *insn)
{
	struct instruction *def;
	long long m, c;
	int bits;

	if (insn->opcode < OP_SET_LE || insn->opcode > OP_SET_GT ||
	    insn->src2->type != PSEUDO_VAL)
		return false;
	def = live_def(insn->src1);
	bits = operand_bits(insn);
	if (!def || !bits || def->opcode != OP_AND ||
	    def->src2->type != PSEUDO_VAL)
		return false;
	m = signed_value(low_bits(def->src2->value, bits), bits);
	c = signed_value(low_bits(insn->src2->value, bits), bits);
	if (m < 0)
		return false;
	if (!c && (insn->opcode == OP_SET_LE || insn->opcode == OP_SET_GT)) {
		insn->opcode = insn->opcode == OP_SET_LE ? OP_SET_EQ : OP_SET_NE;
		return true;
	}
	switch (insn->opcode) {
	case OP_SET_LT:	return (c > m || c <= 0) && compare_is(insn, c > m);
	case OP_SET_LE:	return (c >= m || c < 0) && compare_is(insn, c >= m);
	case OP_SET_GT:	return (c >= m || c < 0) && compare_is(insn, c < 0);
	case OP_SET_GE:	return (c > m || c <= 0) && compare_is(insn, c <= 0);
	default:	return false;
	}
}

/*
 * As sparse: a compare whose constant was moved goes on at once to the
 * rules on its operand (in the same round, before CSE sees the operand);
 * 'x <u 1' and 'x >=u 1' do not (sparse makes them 'x == 0', 'x != 0').
 */
static bool canonical_compare(struct instruction *insn)
{
	pseudo_t constant = insn->src2;
	bool to_zero;

	if (!canonical_compare_constant(insn))
		return false;
	to_zero = (insn->opcode == OP_SET_BE || insn->opcode == OP_SET_A) &&
		  insn->src2->type == PSEUDO_VAL && !insn->src2->value;
	if (insn->bb && insn->src2 != constant && !to_zero)
		(void)(compare_narrow(insn) || compare_of_mask(insn) ||
		       compare_of_signed_mask(insn));
	return true;
}

bool simplify_compare(struct instruction *insn)
{
	if (opcode_table[insn->opcode].flags & OPF_COMPARE &&
	    canonical_compare(insn))
		return true;

	return compare_narrow(insn) || compare_both_narrow(insn) ||
	       compare_of_mask(insn) || compare_of_signed_mask(insn) ||
	       fold_select_of_equality(insn) ||
	       select_on_greater(insn) || fold_compare_of_compare(insn) ||
	       fold_cast_of_compare(insn) || fold_and_of_compare(insn) ||
	       fold_boolean_test(insn) ||
	       compare_of_trunc(insn);
}
