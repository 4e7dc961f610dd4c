// SPDX-License-Identifier: MIT
/*
 * simplify-bits.c — the rewrites of simplify.c that follow bits: masks,
 * shifts and casts, as sparse's simplifier does them.
 *
 * Takes one instruction of an entrypoint in SSA form and rewrites it (and
 * at most the instructions feeding it) in place.  The bits an instruction
 * reads of its operand (an 'and' its mask, a shift what it does not shift
 * out, a 'trunc' its width) are its demand: an 'or' or an 'and' below it
 * loses what lies outside, casts of casts become one, shifts of shifts one
 * shift.  A rewrite that swaps two instructions keeps both results' names
 * where they were, as sparse does.  Touches only the entrypoint.
 */
#include "flow.h"
#include "simplify-internal.h"

/* The @bits low bits set (all 64 for 64 or more). */
static unsigned long long ones(int bits)
{
	return bits > 0 && bits < 64 ? (1ULL << bits) - 1 : ~0ULL;
}

/* @pseudo's definition, if it is a live @opcode. */
static struct instruction *def_by(pseudo_t pseudo, int opcode)
{
	struct instruction *def = live_def(pseudo);

	return def && def->opcode == opcode ? def : NULL;
}

/* The constant count of the shift @insn, -1 unless within its size. */
static int shift_count(struct instruction *insn)
{
	pseudo_t count = insn->src2;

	if (count->type != PSEUDO_VAL || count->value < 0 ||
	    count->value >= insn->size)
		return -1;
	return (int)count->value;
}

/* The bits of the cast @insn's source, 0 unknown. */
static int source_bits(struct instruction *insn)
{
	return insn->orig_type && insn->orig_type->bit_size > 0 ?
	       insn->orig_type->bit_size : 0;
}

/* Whether a live instruction reads @pseudo. */
static bool is_read(pseudo_t pseudo)
{
	struct pseudo_user *user;

	FOR_EACH_PTR(pseudo->users, user) {
		if (user->insn->bb)
			return true;
	} END_FOR_EACH_PTR(user);
	return false;
}

/*
 * @insn's operand @slot becomes @pseudo; the instruction that computed
 * the old one goes when that was its last use, as sparse kills them.
 */
static void set_operand(struct instruction *insn, pseudo_t *slot,
			pseudo_t pseudo)
{
	struct instruction *old = live_def(*slot);

	kill_use(slot);
	use_pseudo(insn, pseudo, slot);
	if (old && !has_side_effects(old) && !is_read(old->target))
		kill_instruction(old);
}

/*
 * The bits of the value in @insn's first operand that its result
 * depends on; 0 when @insn is none of 'and $M', 'lsr $S', 'shl $S',
 * 'trunc'.
 */
static unsigned long long operand_demand(struct instruction *insn)
{
	int count;

	switch (insn->opcode) {
	case OP_AND:
		if (insn->src2->type != PSEUDO_VAL)
			return 0;
		return insn->src2->value & ones(insn->size);
	case OP_LSR:
	case OP_SHL:
		count = shift_count(insn);
		if (count < 0)
			return 0;
		if (insn->opcode == OP_LSR)
			return (ones(insn->size) << count) & ones(insn->size);
		return ones(insn->size) >> count;
	case OP_TRUNC:
		return ones(insn->size);
	default:
		return 0;
	}
}

/*
 * Rule: in 'x | $C' read through @demand, C is C & demand: with none of
 * it left the 'or' is x, with all of it the value read is demand; in
 * 'x | (y & $M)', M is M & demand, with none left it is x, and with all
 * the demanded bits in M it is 'x | y' (not so for xor or add).  The
 * demanded 'or' is @insn's operand @slot; what changes in the 'or' or
 * its 'and' is done only where @insn alone reads them.
 */
static bool demand_or(struct instruction *insn, pseudo_t *slot,
		      unsigned long long demand)
{
	struct instruction *or = def_by(*slot, OP_OR), *and;
	pseudo_t *side, other;
	unsigned long long kept;
	int i;

	if (!or)
		return false;
	for (i = 0; i < 2; i++) {
		side = i ? &or->src2 : &or->src1;
		other = i ? or->src1 : or->src2;
		if ((*side)->type == PSEUDO_VAL) {
			kept = (*side)->value & demand;
			if (!kept) {
				set_operand(insn, slot, other);
				return true;
			}
			if (kept == demand) {
				set_operand(insn, slot, value_pseudo(demand));
				return true;
			}
			if (kept != (unsigned long long)(*side)->value &&
			    has_one_user(or->target)) {
				*side = value_pseudo(kept);
				return true;
			}
			continue;
		}
		and = def_by(*side, OP_AND);
		if (!and || and->src2->type != PSEUDO_VAL)
			continue;
		kept = and->src2->value & demand;
		if (!kept) {
			set_operand(insn, slot, other);
			return true;
		}
		if (kept == demand && has_one_user(or->target)) {
			set_operand(or, side, and->src1);
			return true;
		}
		if (kept != (unsigned long long)and->src2->value &&
		    has_one_user(or->target) && has_one_user(and->target)) {
			and->src2 = value_pseudo(kept);
			return true;
		}
	}
	return false;
}

/*
 * Rule: an 'or' read through a shift by $S that @insn reads through
 * @demand is read through demand moved by S (the shift read once).
 */
static bool demand_shifted_or(struct instruction *insn, pseudo_t *slot,
			      unsigned long long demand)
{
	struct instruction *shift = live_def(*slot);
	int count;

	if (!shift || (shift->opcode != OP_LSR && shift->opcode != OP_SHL) ||
	    !has_one_user(shift->target))
		return false;
	count = shift_count(shift);
	if (count < 0)
		return false;
	if (shift->opcode == OP_LSR)
		demand = (demand << count) & ones(shift->size);
	else
		demand >>= count;
	return demand_or(shift, &shift->src1, demand);
}

/*
 * The 'and' @and, read by @insn alone, and @insn trade places: @and
 * becomes @insn's operation on @and's first operand, @insn the 'and' of
 * that by @mask, each result keeping its name.
 */
static void swap_with_and(struct instruction *insn, struct instruction *and,
			  unsigned long long mask)
{
	pseudo_t x = and->src1;

	and->opcode = insn->opcode;
	and->size = insn->size;
	and->type = insn->type;
	if (opcode_table[insn->opcode].flags & OPF_CAST) {
		and->src = x;
		and->orig_type = insn->orig_type;
	} else {
		and->src2 = insn->src2;
	}
	insn->opcode = OP_AND;
	insn->src2 = value_pseudo(mask & ones(insn->size));
}

/*
 * Rule: for '(x & $M)' read through @demand by @insn: with none of M's
 * bits demanded the value is 0, with all demanded ones in M it is x;
 * else '(x & $M) >> $S' is '(x >> S) & (M >> S)', when @insn alone reads
 * the 'and'.  'trunc (x & $M)' is '(trunc x) & M', the 'and' read once.
 */
static bool demand_and(struct instruction *insn, unsigned long long demand)
{
	struct instruction *and = def_by(insn->src1, OP_AND);
	unsigned long long mask;

	if (!and || and->src2->type != PSEUDO_VAL || insn->opcode == OP_AND)
		return false;
	mask = and->src2->value;
	if (insn->opcode == OP_TRUNC) {
		if (!has_one_user(and->target))
			return false;
		swap_with_and(insn, and, mask);
		return true;
	}
	if (!(mask & demand)) {
		set_operand(insn, &insn->src1, value_pseudo(0));
		return true;
	}
	if ((mask & demand) == demand) {
		set_operand(insn, &insn->src1, and->src1);
		return true;
	}
	if (insn->opcode != OP_LSR || !has_one_user(and->target))
		return false;
	swap_with_and(insn, and, mask >> insn->src2->value);
	return true;
}

/* Rule: the demanded bits of an 'and', shift or 'trunc' (see above). */
static bool simplify_demand(struct instruction *insn)
{
	unsigned long long demand = operand_demand(insn);

	if (!demand)
		return false;
	return demand_or(insn, &insn->src1, demand) ||
	       demand_shifted_or(insn, &insn->src1, demand) ||
	       demand_and(insn, demand);
}

/*
 * Rule: '(x & $A) & $B' is 'x & (A & B)'; the inner 'and' goes when that
 * was its last use (as sparse: no later CSE takes its name).
 */
static bool and_of_and(struct instruction *insn)
{
	struct instruction *and = def_by(insn->src1, OP_AND);
	long long mask;

	if (!and || and->src2->type != PSEUDO_VAL ||
	    insn->src2->type != PSEUDO_VAL)
		return false;
	mask = and->src2->value & insn->src2->value;
	set_operand(insn, &insn->src1, and->src1);
	insn->src2 = value_pseudo(mask);
	return true;
}

/*
 * Rule: '(zext x) & $M' is 'zext x' when M has all of x's bits, 0 when
 * it has none, else '(zext x) & (M & x's bits)'.
 */
static bool and_of_zext(struct instruction *insn)
{
	struct instruction *zext = def_by(insn->src1, OP_ZEXT);
	unsigned long long mask, bits;

	if (insn->opcode != OP_AND || !zext || !source_bits(zext) ||
	    insn->src2->type != PSEUDO_VAL)
		return false;
	mask = insn->src2->value;
	bits = ones(source_bits(zext));
	if ((mask & bits) == bits) {
		replace_with_pseudo(insn, insn->src1);
		return true;
	}
	if (!(mask & bits)) {
		replace_with_pseudo(insn, value_pseudo(0));
		return true;
	}
	if (mask == (mask & bits))
		return false;
	insn->src2 = value_pseudo(mask & bits);
	return true;
}

/*
 * Rule: 'zext (x & $M)' is '(zext x) & M', and so is 'sext (x & $M)'
 * when M leaves the sign bit clear (the 'and' read once).
 */
static bool extend_of_and(struct instruction *insn)
{
	struct instruction *and = def_by(insn->src, OP_AND);
	unsigned long long mask;
	int bits = source_bits(insn);

	if (!and || !bits || and->src2->type != PSEUDO_VAL ||
	    !has_one_user(and->target))
		return false;
	mask = and->src2->value & ones(bits);
	if (insn->opcode == OP_SEXT && (mask >> (bits - 1)) & 1)
		return false;
	swap_with_and(insn, and, mask);
	and->opcode = OP_ZEXT;
	return true;
}

/* @insn becomes the cast @opcode of @def's source (a cast's). */
static void cast_of_source(struct instruction *insn, int opcode,
			   struct instruction *def)
{
	struct symbol *orig_type = def->orig_type;

	insn->opcode = opcode;
	set_operand(insn, &insn->src, def->src);
	insn->orig_type = orig_type;
}

/*
 * Rule: a cast of a cast is one cast: 'trunc (trunc x)' a trunc of x,
 * 'zext (zext x)' and 'sext (zext x)' a zext, 'sext (sext x)' a sext;
 * 'trunc (zext|sext x)' is x at x's size, a trunc of x below it, the
 * same extension of x above it.
 */
static bool cast_of_cast(struct instruction *insn)
{
	struct instruction *def = live_def(insn->src);
	int bits;

	if (!def || !(opcode_table[def->opcode].flags & OPF_CAST))
		return false;
	bits = source_bits(def);
	if (!bits)
		return false;
	switch (insn->opcode * 256 + def->opcode) {
	case OP_TRUNC * 256 + OP_TRUNC:
		cast_of_source(insn, OP_TRUNC, def);
		return true;
	case OP_ZEXT * 256 + OP_ZEXT:
	case OP_SEXT * 256 + OP_ZEXT:
		cast_of_source(insn, OP_ZEXT, def);
		return true;
	case OP_SEXT * 256 + OP_SEXT:
		cast_of_source(insn, OP_SEXT, def);
		return true;
	case OP_TRUNC * 256 + OP_ZEXT:
	case OP_TRUNC * 256 + OP_SEXT:
		break;
	default:
		return false;
	}
	if (bits == (int)insn->size)
		replace_with_pseudo(insn, def->src);
	else
		cast_of_source(insn, bits > (int)insn->size ? OP_TRUNC :
			       def->opcode, def);
	return true;
}

/*
 * Rule: a cast of a compare (0 or 1) is the compare at the cast's size;
 * the compare stays for its other users.
 */
static bool cast_of_compare(struct instruction *insn)
{
	struct instruction *cmp = live_def(insn->src);
	pseudo_t left, right;

	if (!cmp || !(opcode_table[cmp->opcode].flags & OPF_COMPARE))
		return false;
	left = cmp->src1;
	right = cmp->src2;
	set_operand(insn, &insn->src1, left);
	use_pseudo(insn, right, &insn->src2);
	insn->opcode = cmp->opcode;
	insn->itype = cmp->itype;
	return true;
}

/*
 * Rule: 'sext.N (trunc.K (x >> (N-K)))', x of N bits and the shift
 * logical, is 'x >> (N-K)' arithmetic.
 */
static bool sext_of_high_bits(struct instruction *insn)
{
	struct instruction *trunc = def_by(insn->src, OP_TRUNC), *lsr;
	int count;

	if (insn->opcode != OP_SEXT || !trunc)
		return false;
	lsr = def_by(trunc->src, OP_LSR);
	if (!lsr || lsr->size != insn->size)
		return false;
	count = shift_count(lsr);
	if (count < 0 || count + (int)trunc->size != (int)insn->size)
		return false;
	insn->opcode = OP_ASR;
	insn->src2 = lsr->src2;
	set_operand(insn, &insn->src1, lsr->src1);
	return true;
}

/*
 * Rule: 'trunc (~x)' is '~(trunc x)', the 'not' read once: the two
 * trade places, each result keeping its name.
 */
static bool trunc_of_not(struct instruction *insn)
{
	struct instruction *not = def_by(insn->src, OP_NOT);

	if (!not || !has_one_user(not->target))
		return false;
	not->opcode = OP_TRUNC;
	not->size = insn->size;
	not->type = insn->type;
	not->orig_type = insn->orig_type;
	insn->opcode = OP_NOT;
	insn->orig_type = NULL;
	return true;
}

/*
 * Rule: shifts of shifts by constants, the same way, are one: '(x >> $A)
 * >> $B' and '(x << $A) << $B' by A+B, 0 when that is the size or more;
 * arithmetic, by A+B at most the size less one.  '(x >> $S) << $S' is
 * 'x & (~0 << S)'.
 */
static bool shift_of_shift(struct instruction *insn)
{
	struct instruction *def = live_def(insn->src1);
	int count = shift_count(insn), inner, sum;

	if (!def || count < 0 || def->size != insn->size)
		return false;
	if (def->opcode != OP_SHL && def->opcode != OP_LSR &&
	    def->opcode != OP_ASR)
		return false;
	inner = shift_count(def);
	if (inner < 0)
		return false;
	if (insn->opcode == OP_SHL && def->opcode == OP_LSR &&
	    inner == count) {
		insn->opcode = OP_AND;
		set_operand(insn, &insn->src1, def->src1);
		insn->src2 = value_pseudo((ones(insn->size) << count) &
					  ones(insn->size));
		return true;
	}
	if (def->opcode != insn->opcode)
		return false;
	sum = inner + count;
	if (sum >= (int)insn->size && insn->opcode != OP_ASR) {
		replace_with_pseudo(insn, value_pseudo(0));
		return true;
	}
	if (sum >= (int)insn->size)
		sum = insn->size - 1;
	set_operand(insn, &insn->src1, def->src1);
	insn->src2 = value_pseudo(sum);
	return true;
}

/* Rule: '(zext x) >> $S', x of S bits or fewer, is 0 (the sign is 0). */
static bool lsr_of_zext(struct instruction *insn)
{
	struct instruction *zext = def_by(insn->src1, OP_ZEXT);
	int count = shift_count(insn);

	if (insn->opcode == OP_SHL || !zext || count < 0 ||
	    !source_bits(zext) || count < source_bits(zext))
		return false;
	replace_with_pseudo(insn, value_pseudo(0));
	return true;
}

/*
 * Rule: '0 << x', '0 >> x' (either shift) are 0; not by a constant out
 * of range, kept for the shift count check.
 */
static bool shift_of_zero(struct instruction *insn)
{
	if (!is_value(insn->src1, 0) ||
	    (insn->src2->type == PSEUDO_VAL && shift_count(insn) < 0))
		return false;
	replace_with_pseudo(insn, insn->src1);
	return true;
}

/*
 * Rule: an arithmetic shift by a constant of a value whose sign bit is
 * known 0, 'zext x' or 'x >> $S' (S not 0), is a logical one.  (As
 * sparse: not when the count is a variable, nor for an 'and' mask.)
 */
static bool asr_of_unsigned(struct instruction *insn)
{
	struct instruction *def = live_def(insn->src1);

	if (insn->opcode != OP_ASR || shift_count(insn) < 0 || !def)
		return false;
	if (def->opcode != OP_ZEXT &&
	    (def->opcode != OP_LSR || shift_count(def) <= 0))
		return false;
	insn->opcode = OP_LSR;
	return true;
}

bool simplify_bits(struct instruction *insn)
{
	switch (insn->opcode) {
	case OP_AND:
		return and_of_and(insn) || and_of_zext(insn) ||
		       simplify_demand(insn);
	case OP_LSR:
	case OP_SHL:
	case OP_ASR:
		return shift_of_zero(insn) || asr_of_unsigned(insn) ||
		       shift_of_shift(insn) || lsr_of_zext(insn) ||
		       simplify_demand(insn);
	case OP_TRUNC:
		return cast_of_cast(insn) || cast_of_compare(insn) ||
		       trunc_of_not(insn) ||
		       simplify_demand(insn);
	case OP_ZEXT:
	case OP_SEXT:
		return cast_of_cast(insn) || cast_of_compare(insn) ||
		       sext_of_high_bits(insn) ||
		       extend_of_and(insn);
	default:
		return false;
	}
}
