// SPDX-License-Identifier: MIT
/*
 * check-insn.c — the checks of single instructions of a linearized,
 * simplified function: range-checks that did not fold away ("value out
 * of range") and calls of memset, memcpy, copy_from_user and
 * copy_to_user with a constant byte count above -fmemcpy-max-count
 * ("%s with byte count of %llu"); with -v, truncations ("cast drops
 * bits").  And, as the simplifications end (optimize.c), the shifts by
 * a constant out of range ("shift too big", "shift count is negative").
 *
 * Reads the instructions of one entrypoint; changes nothing.
 */
#include <string.h>

#include "lib.h"
#include "flow.h"

/*
 * The callees whose byte count is checked, in their third argument (as
 * upstream's sparse of 2024: 0.6.4 took the fourth, which a call of
 * three arguments does not have).
 */
static const char *const byte_count_callees[] = {
	"memset", "memcpy", "copy_from_user", "copy_to_user",
};
#define BYTE_COUNT_ARGUMENT	2

static bool is_byte_count_callee(pseudo_t func)
{
	const char *name;
	size_t i;

	if (func->type != PSEUDO_SYM || !func->sym || !func->sym->ident)
		return false;
	name = show_ident(func->sym->ident);
	for (i = 0; i < ARRAY_SIZE(byte_count_callees); i++) {
		if (!strcmp(name, byte_count_callees[i]))
			return true;
	}
	return false;
}

/* -fmemcpy-max-count=0 means no limit. */
static bool byte_count_too_big(unsigned long long count)
{
	return fmemcpy_max_count && count > fmemcpy_max_count;
}

static void check_call(struct instruction *insn)
{
	pseudo_t count;

	if (!Wmemcpy_max_count || !is_byte_count_callee(insn->func))
		return;
	count = ptr_list_nth_entry(insn->arguments, BYTE_COUNT_ARGUMENT);
	if (!count || count->type != PSEUDO_VAL)
		return;
	if (byte_count_too_big((unsigned long long)count->value))
		warning(insn->pos, "%s with byte count of %llu",
			show_ident(insn->func->sym->ident),
			(unsigned long long)count->value);
}

/*
 * A range-check left after simplification is a failure, unless all three
 * operands are constants with low <= value <= high (compared as stored:
 * values narrower than 64 bits are kept zero-extended).
 */
static bool range_holds(struct instruction *insn)
{
	if (insn->src1->type != PSEUDO_VAL || insn->src2->type != PSEUDO_VAL ||
	    insn->src3->type != PSEUDO_VAL)
		return false;
	return insn->src1->value >= insn->src2->value &&
	       insn->src1->value <= insn->src3->value;
}

static void check_range(struct instruction *insn)
{
	if (!range_holds(insn))
		warning(insn->pos, "value out of range");
}

/* -v: a truncation left after simplification ("cast drops bits"). */
static void check_truncation(struct instruction *insn)
{
	if (verbose)
		warning(insn->pos, "cast drops bits");
}

static void check_instruction(struct instruction *insn)
{
	switch (insn->opcode) {
	case OP_TRUNC:
		check_truncation(insn);
		break;
	case OP_CALL:
		check_call(insn);
		break;
	case OP_RANGE:
		check_range(insn);
		break;
	default:
		break;
	}
}

void check_instructions(struct entrypoint *ep)
{
	struct basic_block *bb;
	struct instruction *insn;

	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (insn->bb)
				check_instruction(insn);
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
}

/*
 * The count of a shift, when it is a constant: warn when out of range.
 * A count that fits the shift's size unsigned is read signed in that size
 * (shl.32 by 0xffffffff: -1; shl.64 by 0xffffffff: 4294967295), as sparse.
 */
static void check_shift_count(struct instruction *insn)
{
	long long count = insn->src2->value;
	unsigned int size = insn->size;

	if (size && size < 64 && !((unsigned long long)count >> size) &&
	    (count >> (size - 1)) & 1)
		count -= 1LL << size;
	if (count < 0 && Wshift_count_negative) {
		warning(insn->pos, "shift count is negative (%lld)", count);
		return;
	}
	/* without -Wshift-count-negative, a negative count is too big */
	if ((unsigned long long)insn->src2->value >= insn->size &&
	    Wshift_count_overflow)
		warning(insn->pos, "shift too big (%llu) for type %s",
			(unsigned long long)insn->src2->value,
			show_typename(insn->type));
}

void check_shift_counts(struct entrypoint *ep)
{
	struct basic_block *bb;
	struct instruction *insn;

	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (!insn->bb || (insn->opcode != OP_SHL &&
			    insn->opcode != OP_LSR && insn->opcode != OP_ASR))
				continue;
			if (insn->src2->type == PSEUDO_VAL)
				check_shift_count(insn);
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
}

/* -fdump-ir=linearize,mem2reg,final: options.c's bits, in this order. */
#define DUMP_LINEARIZE	(1 << 0)
#define DUMP_MEM2REG	(1 << 1)
#define DUMP_FINAL	(1 << 2)
