// SPDX-License-Identifier: MIT
/*
 * simplify.c — the simplest rewrites of the IR's instructions: what
 * makes test-linearize's output sparse's for common code.
 *
 * Takes an entrypoint in SSA form (ssa.c) and rewrites it in place, each
 * rule stated above its function: constants folded (a switch on one
 * too), identities and canonical operand orders, branches on constants
 * or on a condition already decided, two-way phi-nodes into selects,
 * loads of what a block (or every path into it) just stored or loaded,
 * stores nothing reads.  One call is one round over the instructions;
 * optimize.c repeats the rounds, with cse.c's and flow.c's passes
 * between them, until nothing changes.  Touches only the entrypoint.
 */
#include <limits.h>
#include <stdlib.h>

#include "flow.h"
#include "simplify-internal.h"

static long long sign_extend(long long value, int bits)
{
	if (bits <= 0 || bits >= 64)
		return value;
	value &= (1LL << bits) - 1;
	if (value & (1LL << (bits - 1)))
		value -= 1LL << bits;
	return value;
}

static long long truncate_value(long long value, int bits)
{
	return bits > 0 && bits < 64 ? value & ((1LL << bits) - 1) : value;
}

/* One pseudo, or two constants of one value. */
static bool same_value(pseudo_t a, pseudo_t b)
{
	return a == b || (a->type == PSEUDO_VAL && b->type == PSEUDO_VAL &&
			  a->value == b->value);
}

/* The bits of a compare's operands (its size is the result's); 0: unknown. */
static int compare_bits(struct instruction *insn)
{
	struct symbol *type = insn->itype;

	if (!type)
		return 0;
	examine_symbol_type(type);
	return type->bit_size > 0 ? type->bit_size : 0;
}

/* Rule: an integer compare of two constants is 1 or 0. */
static bool fold_constant_compare(struct instruction *insn, long long *res)
{
	int bits = compare_bits(insn);
	unsigned long long l = truncate_value(insn->src1->value, bits);
	unsigned long long r = truncate_value(insn->src2->value, bits);
	long long sl = sign_extend(l, bits), sr = sign_extend(r, bits);

	if (!bits)
		return false;
	switch (insn->opcode) {
	case OP_SET_EQ: *res = l == r; break;
	case OP_SET_NE: *res = l != r; break;
	case OP_SET_LT: *res = sl < sr; break;
	case OP_SET_LE: *res = sl <= sr; break;
	case OP_SET_GT: *res = sl > sr; break;
	case OP_SET_GE: *res = sl >= sr; break;
	case OP_SET_B: *res = l < r; break;
	case OP_SET_BE: *res = l <= r; break;
	case OP_SET_A: *res = l > r; break;
	case OP_SET_AE: *res = l >= r; break;
	default: return false;
	}
	return true;
}

/* Rule: an integer operation on two constants is a constant. */
static bool fold_constant_binop(struct instruction *insn, long long *res)
{
	unsigned long long l = insn->src1->value, r = insn->src2->value;
	int bits = insn->size;
	long long sl = sign_extend(l, bits), sr = sign_extend(r, bits);

	switch (insn->opcode) {
	case OP_ADD: *res = l + r; break;
	case OP_SUB: *res = l - r; break;
	case OP_MUL: *res = l * r; break;
	case OP_AND: *res = l & r; break;
	case OP_OR: *res = l | r; break;
	case OP_XOR: *res = l ^ r; break;
	case OP_DIVU: if (!r) return false; *res = l / r; break;
	case OP_MODU: if (!r) return false; *res = l % r; break;
	case OP_DIVS:
		if (!sr || (sr == -1 && sl == LLONG_MIN))
			return false;
		*res = sl / sr;
		break;
	case OP_MODS:
		if (!sr || sr == -1)
			return false;
		*res = sl % sr;
		break;
	case OP_SHL: case OP_LSR: case OP_ASR:
		if (r >= (unsigned)bits)
			return false;
		*res = insn->opcode == OP_SHL ? (long long)(l << r) :
		       insn->opcode == OP_LSR ? (long long)(l >> r) : sl >> r;
		break;
	case OP_SET_EQ: *res = l == r; return true;
	case OP_SET_NE: *res = l != r; return true;
	default: return fold_constant_compare(insn, res);
	}
	*res = truncate_value(*res, bits);
	return true;
}

/* Whether @pseudo is the constant of @bits ones. */
static bool is_all_ones(pseudo_t pseudo, int bits)
{
	return pseudo->type == PSEUDO_VAL &&
	       truncate_value(pseudo->value, bits) == truncate_value(-1, bits);
}

/*
 * Rule: x+0, x-0, x|0, x^0, x<<0, x>>0, x*1, x/1, x&~0 are x; x*0, x&0
 * are 0; x|~0 is ~0.
 */
static pseudo_t fold_identity(struct instruction *insn)
{
	pseudo_t left = insn->src1, right = insn->src2;

	if (right->type != PSEUDO_VAL)
		return NULL;
	switch (insn->opcode) {
	case OP_OR:
		if (is_all_ones(right, insn->size))
			return right;
		return right->value ? NULL : left;
	case OP_ADD: case OP_SUB: case OP_XOR:
	case OP_SHL: case OP_LSR: case OP_ASR:
		return right->value ? NULL : left;
	case OP_MUL: case OP_DIVS: case OP_DIVU:
		if (is_value(right, 1))
			return left;
		return insn->opcode == OP_MUL && !right->value ? right : NULL;
	case OP_AND:
		if (is_all_ones(right, insn->size))
			return left;
		return right->value ? NULL : right;
	default:
		return NULL;
	}
}

/*
 * Rule: 'select $c, a, b' is a (c != 0) or b; 'select c, a, a' is a;
 * 'select x, x, $0' is x and 'select x, $0, x' is 0, whatever x is.
 */
static pseudo_t fold_select(struct instruction *insn)
{
	if (insn->src1->type == PSEUDO_VAL)
		return insn->src1->value ? insn->src2 : insn->src3;
	if (same_value(insn->src2, insn->src3))
		return insn->src2;
	if (insn->src1 == insn->src2 && is_value(insn->src3, 0))
		return insn->src2;
	if (insn->src1 == insn->src3 && is_value(insn->src2, 0))
		return insn->src2;
	return NULL;
}

/* Rule: ~$c and -$c are constants. */
static long long fold_constant_unop(struct instruction *insn)
{
	unsigned long long value = insn->src->value;

	value = insn->opcode == OP_NOT ? ~value : -value;
	return truncate_value(value, insn->size);
}

/* Rule: a conversion of a constant is a constant. */
static bool fold_constant_cast(struct instruction *insn, long long *res)
{
	long long value = insn->src->value;
	long bits = insn->orig_type ? insn->orig_type->bit_size : 0;

	switch (insn->opcode) {
	case OP_SEXT:
		*res = truncate_value(sign_extend(value, bits), insn->size);
		return true;
	case OP_ZEXT:
	case OP_TRUNC:
		*res = truncate_value(value, insn->size);
		return true;
	default:
		return false;
	}
}

/* Rule: x-x and x^x are 0; -(-x) and ~(~x) are x. */
/* Rule: an integer compare of x with x is 1 when x op x holds, else 0. */
static pseudo_t fold_self_compare(struct instruction *insn)
{
	if (!(opcode_table[insn->opcode].flags & OPF_COMPARE) ||
	    insn->src1 != insn->src2 || insn->src1->type == PSEUDO_VAL)
		return NULL;
	switch (insn->opcode) {
	case OP_SET_EQ: case OP_SET_LE: case OP_SET_GE:
	case OP_SET_BE: case OP_SET_AE:
		return value_pseudo(1);
	case OP_SET_NE: case OP_SET_LT: case OP_SET_GT:
	case OP_SET_B: case OP_SET_A:
		return value_pseudo(0);
	default:
		return NULL;
	}
}

static pseudo_t fold_self(struct instruction *insn)
{
	struct instruction *def;
	pseudo_t value = fold_self_compare(insn);

	if (value)
		return value;

	if ((insn->opcode == OP_SUB || insn->opcode == OP_XOR) &&
	    insn->src1 == insn->src2 && insn->src1->type != PSEUDO_VAL)
		return value_pseudo(0);
	if (insn->opcode != OP_NEG && insn->opcode != OP_NOT)
		return NULL;
	def = live_def(insn->src);
	if (def && def->opcode == insn->opcode)
		return def->src;
	return NULL;
}

/* Rule: zext.M (trunc.N x) of an M-bit x is 'and x, 2^N-1'. */
static bool fold_zext_trunc(struct instruction *insn)
{
	struct instruction *def;
	pseudo_t src;

	if (insn->opcode != OP_ZEXT)
		return false;
	def = live_def(insn->src);
	if (!def || def->opcode != OP_TRUNC ||
	    !def->orig_type || def->orig_type->bit_size != insn->size)
		return false;
	src = def->src;
	kill_use(&insn->src);
	insn->opcode = OP_AND;
	use_pseudo(insn, src, &insn->src1);
	insn->src2 = value_pseudo(truncate_value(-1, def->size));
	return true;
}

/* Rule: ptrtu.N or utptr.N of an N-bit value is that value. */
static pseudo_t fold_pointer_cast(struct instruction *insn)
{
	if ((insn->opcode != OP_PTRTU && insn->opcode != OP_UTPTR) ||
	    !insn->orig_type || insn->orig_type->bit_size != insn->size)
		return NULL;
	return insn->src;
}

/* Rule: (x << $n) >> $n, logical, is x & (ones >> $n). */
static bool fold_shl_lsr(struct instruction *insn)
{
	struct instruction *def;
	long long count;

	if (insn->opcode != OP_LSR || insn->src2->type != PSEUDO_VAL)
		return false;
	def = live_def(insn->src1);
	count = insn->src2->value;
	if (!def || def->opcode != OP_SHL || def->size != insn->size ||
	    !is_value(def->src2, count) || count <= 0 || count >= insn->size)
		return false;
	kill_use(&insn->src1);
	use_pseudo(insn, def->src1, &insn->src1);
	insn->opcode = OP_AND;
	insn->src2 = value_pseudo((unsigned long long)truncate_value(-1,
						insn->size) >> count);
	return true;
}

/* Rule: (x op $a) op $b is x op ($a op $b) for op in + * & | ^. */
static bool fold_associative(struct instruction *insn)
{
	struct instruction *def = live_def(insn->src1);
	long long a, b;

	if (!def || def->opcode != insn->opcode || def->size != insn->size ||
	    insn->src2->type != PSEUDO_VAL || def->src2->type != PSEUDO_VAL)
		return false;
	a = def->src2->value;
	b = insn->src2->value;
	switch (insn->opcode) {
	case OP_ADD: a += b; break;
	case OP_MUL: a *= b; break;
	case OP_AND: a &= b; break;
	case OP_OR: a |= b; break;
	case OP_XOR: a ^= b; break;
	default: return false;
	}
	kill_use(&insn->src1);
	use_pseudo(insn, def->src1, &insn->src1);
	insn->src2 = value_pseudo(truncate_value(a, insn->size));
	return true;
}

/* Rule: '(sext|zext x) == 0' is 'x == 0' (and for !=). */
static bool fold_compare_extension(struct instruction *insn)
{
	struct instruction *def;

	if ((insn->opcode != OP_SET_EQ && insn->opcode != OP_SET_NE) ||
	    !is_value(insn->src2, 0))
		return false;
	def = live_def(insn->src1);
	if (!def || (def->opcode != OP_SEXT && def->opcode != OP_ZEXT))
		return false;
	kill_use(&insn->src1);
	use_pseudo(insn, def->src, &insn->src1);
	insn->itype = def->orig_type;
	return true;
}

static pseudo_t fold_instruction(struct instruction *insn)
{
	unsigned int flags = opcode_table[insn->opcode].flags;
	long long value;

	if (flags & (OPF_BINOP | OPF_COMPARE)) {
		if (insn->src1->type == PSEUDO_VAL &&
		    insn->src2->type == PSEUDO_VAL &&
		    fold_constant_binop(insn, &value))
			return value_pseudo(value);
		return fold_identity(insn) ?: fold_self(insn);
	}
	if ((flags & OPF_CAST) && insn->src->type == PSEUDO_VAL &&
	    fold_constant_cast(insn, &value))
		return value_pseudo(value);
	if ((insn->opcode == OP_NOT || insn->opcode == OP_NEG) &&
	    insn->src->type == PSEUDO_VAL)
		return value_pseudo(fold_constant_unop(insn));
	return fold_self(insn);
}

/* Rule: a range-check of constants within the range is done. */
static bool fold_range(struct instruction *insn)
{
	if (insn->opcode != OP_RANGE || insn->src1->type != PSEUDO_VAL ||
	    insn->src2->type != PSEUDO_VAL || insn->src3->type != PSEUDO_VAL)
		return false;
	if (insn->src1->value < insn->src2->value ||
	    insn->src1->value > insn->src3->value)
		return false;
	kill_instruction(insn);
	return true;
}

/* The phi-nodes one fold_phi() may look through: a bound on its work. */
#define PHI_WALK_MAX	256

/*
 * The one value @phi_node's sources carry, @value if given: a source
 * that differs but is itself a phi-node (one not in @seen) is looked
 * through, so that phi-nodes feeding each other round a loop, fed from
 * outside by one value only, are that value.  NULL when there are two
 * (or too many phi-nodes to look through).
 */
static pseudo_t phi_value(struct instruction *phi_node, pseudo_t value,
			  struct pseudo_list **seen, int *walked)
{
	pseudo_t phi;

	if (++*walked > PHI_WALK_MAX)
		return NULL;
	add_ptr_list(seen, phi_node->target);
	FOR_EACH_PTR(phi_node->phi_list, phi) {
		struct instruction *def;
		pseudo_t src;

		if (phi == VOID_PSEUDO || !phi->def || !phi->def->bb)
			continue;
		src = phi->def->phi_src;
		if (src == phi_node->target)
			continue;
		if (!value || same_value(value, src)) {
			value = value ?: src;
			continue;
		}
		def = live_def(src);
		if (!def || def->opcode != OP_PHI)
			return NULL;
		if (lookup_ptr_list_entry(*seen, src))
			continue;
		value = phi_value(def, value, seen, walked);
		if (!value)
			return NULL;
	} END_FOR_EACH_PTR(phi);
	return value;
}

/*
 * Rule: a phi-node whose sources all carry one value is that value;
 * sources that are phi-nodes carrying only that value or each other
 * count as that value.
 */
static pseudo_t fold_phi(struct instruction *phi_node)
{
	struct pseudo_list *seen = NULL;
	int walked = 0;
	pseudo_t value = phi_value(phi_node, NULL, &seen, &walked);

	free_ptr_list(&seen);
	return value;
}

/* Rule: 'cbr $c, T, F' is 'br T' when c is not 0, else 'br F'. */
static bool fold_branch(struct instruction *br)
{
	if (br->cond->type != PSEUDO_VAL)
		return false;
	convert_to_jump(br, br->cond->value ? br->bb_true : br->bb_false);
	return true;
}

/* The block 'switch' goes to for the value @value. */
static struct basic_block *switch_target(struct instruction *insn,
					 long long value)
{
	struct multijmp *jmp;

	FOR_EACH_PTR(insn->multijmp_list, jmp) {
		if (jmp->begin > jmp->end)
			return jmp->target;
		if (value >= jmp->begin && value <= jmp->end)
			return jmp->target;
	} END_FOR_EACH_PTR(jmp);
	return NULL;
}

/* Rule: 'switch $c, ...' is 'br' to the case of c (else the default). */
static bool fold_switch(struct instruction *insn)
{
	struct basic_block *keep;

	if (insn->switch_cond->type != PSEUDO_VAL)
		return false;
	keep = switch_target(insn, insn->switch_cond->value);
	if (!keep)
		return false;
	convert_to_jump(insn, keep);
	return true;
}

/* Rule: 'cbr (setne x, 0), T, F' is 'cbr x, T, F' (seteq: swapped). */
static bool fold_branch_compare(struct instruction *br)
{
	struct instruction *def = br->cond->type == PSEUDO_REG ?
		br->cond->def : NULL;
	struct basic_block *tmp;

	if (!def || !def->bb ||
	    (def->opcode != OP_SET_EQ && def->opcode != OP_SET_NE) ||
	    !is_value(def->src2, 0))
		return false;
	if (def->opcode == OP_SET_EQ) {
		tmp = br->bb_true;
		br->bb_true = br->bb_false;
		br->bb_false = tmp;
	} else if (def->opcode != OP_SET_NE) {
		return false;
	}
	kill_use(&br->cond);
	use_pseudo(br, def->src1, &br->cond);
	return true;
}

/* Rule: 'sub x, $c' is 'add x, $-c'. */
static bool canonical_sub(struct instruction *insn)
{
	pseudo_t right = insn->src2;

	if (insn->opcode != OP_SUB || right->type != PSEUDO_VAL)
		return false;
	insn->opcode = OP_ADD;
	insn->src2 = value_pseudo(truncate_value(-right->value, insn->size));
	return true;
}

static int pseudo_rank(pseudo_t pseudo)
{
	switch (pseudo->type) {
	case PSEUDO_UNDEF: return -1;
	case PSEUDO_REG: case PSEUDO_PHI: return 0;
	case PSEUDO_ARG: return 1;
	case PSEUDO_SYM: return 2;
	case PSEUDO_VAL: return 3;
	default: return 4;
	}
}

static int swapped_compare(int op)
{
	switch (op) {
	case OP_SET_LT: return OP_SET_GT;
	case OP_SET_GT: return OP_SET_LT;
	case OP_SET_LE: return OP_SET_GE;
	case OP_SET_GE: return OP_SET_LE;
	case OP_SET_B: return OP_SET_A;
	case OP_SET_A: return OP_SET_B;
	case OP_SET_BE: return OP_SET_AE;
	case OP_SET_AE: return OP_SET_BE;
	default: return op;
	}
}

/*
 * Rule: the operands of 'x op y' go in a canonical order (UNDEF, results,
 * then arguments, symbols, constants; older results and arguments first,
 * by number) when op commutes
 * or is a compare, which then turns around; not a float operation.
 */
static bool canonical_order(struct instruction *insn)
{
	unsigned int flags = opcode_table[insn->opcode].flags;
	pseudo_t left = insn->src1, right = insn->src2;
	int lrank = pseudo_rank(left), rrank = pseudo_rank(right);
	struct pseudo_user *user;

	if (!(flags & OPF_COMMUTE) && !(flags & OPF_COMPARE))
		return false;
	if ((insn->opcode >= OP_FCMP_ORD && insn->opcode <= OP_FCMP_UNO) ||
	    insn->opcode == OP_FADD || insn->opcode == OP_FMUL)
		return false;
	if (lrank < rrank || (lrank == rrank && (lrank > 1 ||
					       left->nr <= right->nr)))
		return false;
	insn->src1 = right;
	insn->src2 = left;
	FOR_EACH_PTR(left->users, user) {
		if (user->insn == insn && user->userp == &insn->src1)
			user->userp = &insn->src2;
	} END_FOR_EACH_PTR(user);
	FOR_EACH_PTR(right->users, user) {
		if (user->insn == insn && user->userp == &insn->src2)
			user->userp = &insn->src1;
	} END_FOR_EACH_PTR(user);
	insn->opcode = swapped_compare(insn->opcode);
	return true;
}

/*
 * Where the value @pseudo of the phi source in @bb comes from: the one
 * parent of a block of one parent and one child that does not compute
 * it, else @bb.
 */
static struct basic_block *phi_parent(struct basic_block *bb, pseudo_t pseudo)
{
	if (pseudo->type == PSEUDO_REG && pseudo->def &&
	    pseudo->def->bb == bb)
		return bb;
	if (!has_one_entry(bb->children) || !has_one_entry(bb->parents))
		return bb;
	return first_ptr_list(bb->parents);
}

/* @insn goes just before the terminator of @bb. */
static void move_before_terminator(struct instruction *insn,
				   struct basic_block *bb)
{
	struct instruction *last = terminator(bb), *cur;

	delete_ptr_list_entry(&insn->bb->insns, insn, 1);
	insn->bb = bb;
	FOR_EACH_PTR(bb->insns, cur) {
		if (cur == last) {
			INSERT_CURRENT(insn, cur);
			break;
		}
	} END_FOR_EACH_PTR(cur);
}

/*
 * The sources of @phi_node still fed (those of dropped edges are VOID),
 * at most 3 of them in @phis; how many.
 */
static int live_phi_sources(struct instruction *phi_node, pseudo_t *phis)
{
	pseudo_t phi;
	int nr = 0;

	FOR_EACH_PTR(phi_node->phi_list, phi) {
		if (phi == VOID_PSEUDO || !phi->def || !phi->def->bb)
			continue;
		if (nr == 3)
			break;
		phis[nr++] = phi;
	} END_FOR_EACH_PTR(phi);
	return nr;
}

/*
 * Rule: a phi-node of two sources, from its block's two parents, whose
 * values both come from one block ending in 'cbr c' (a diamond or a
 * triangle, whatever else the parents do) is 'select c, a, b' put
 * before that cbr.
 */
static bool if_convert(struct instruction *phi_node)
{
	struct basic_block *bb = phi_node->bb, *parents[3], *source;
	struct instruction *src[2], *br, *def;
	pseudo_t phis[3], phi;

	if (live_phi_sources(phi_node, phis) != 2 ||
	    linearize_ptr_list(bb->parents, parents, 3) != 2)
		return false;
	src[0] = phis[0]->def;
	src[1] = phis[1]->def;
	if ((src[0]->bb != parents[0] || src[1]->bb != parents[1]) &&
	    (src[0]->bb != parents[1] || src[1]->bb != parents[0]))
		return false;
	source = phi_parent(src[0]->bb, src[0]->phi_src);
	if (source != phi_parent(src[1]->bb, src[1]->phi_src))
		return false;
	br = terminator(source);
	if (!br || br->opcode != OP_CBR)
		return false;
	if (br->bb_true == src[1]->bb || br->bb_false == src[0]->bb) {
		def = src[0];
		src[0] = src[1];
		src[1] = def;
	}
	FOR_EACH_PTR(phi_node->phi_list, phi) {
		kill_use(THIS_ADDRESS(phi));
	} END_FOR_EACH_PTR(phi);
	phi_node->opcode = OP_SEL;
	use_pseudo(phi_node, br->cond, &phi_node->src1);
	use_pseudo(phi_node, src[0]->phi_src, &phi_node->src2);
	use_pseudo(phi_node, src[1]->phi_src, &phi_node->src3);
	kill_instruction(src[0]);
	kill_instruction(src[1]);
	move_before_terminator(phi_node, source);
	return true;
}

/* Rule: 'select c, $1, $0' is 'setne c, $0'; 'select c, $0, $1' seteq. */
static bool select_to_compare(struct instruction *insn)
{
	int op;

	if (is_value(insn->src2, 1) && is_value(insn->src3, 0))
		op = OP_SET_NE;
	else if (is_value(insn->src2, 0) && is_value(insn->src3, 1))
		op = OP_SET_EQ;
	else
		return false;
	insn->opcode = op;
	insn->src2 = value_pseudo(0);
	insn->src3 = NULL;
	return true;
}

/* Rule: 'cbr (sext|zext x)' is 'cbr x'; 'cbr c, T, T' is 'br T'. */
static bool fold_branch_shape(struct instruction *br)
{
	struct instruction *def = live_def(br->cond);

	if (br->bb_true == br->bb_false) {
		kill_use(&br->cond);
		br->opcode = OP_BR;
		br->bb_target = br->bb_true;
		delete_ptr_list_entry(&br->bb_target->parents, br->bb, 1);
		delete_ptr_list_entry(&br->bb->children, br->bb_target, 1);
		/* the edge stays, once */
		if (!lookup_ptr_list_entry(br->bb_target->parents, br->bb))
			add_ptr_list(&br->bb_target->parents, br->bb);
		return true;
	}
	if (!def || (def->opcode != OP_SEXT && def->opcode != OP_ZEXT))
		return false;
	kill_use(&br->cond);
	use_pseudo(br, def->src, &br->cond);
	return true;
}

static bool simplify_insn(struct instruction *insn)
{
	pseudo_t value;
	bool changed = false;

	if (opcode_table[insn->opcode].flags & (OPF_BINOP | OPF_COMPARE)) {
		changed |= canonical_order(insn);
		changed |= canonical_sub(insn);
	}
	if (simplify_bits(insn))
		return true;
	if (fold_zext_trunc(insn) || fold_range(insn) || fold_shl_lsr(insn))
		return true;
	if (opcode_table[insn->opcode].flags & OPF_BINOP)
		changed |= fold_associative(insn);
	if (simplify_compare(insn))
		return true;
	changed |= fold_compare_extension(insn);
	if (simplify_arith(insn))
		return true;
	/* Rule: the address of a symbol (global or local) is its symbol. */
	if (insn->opcode == OP_SYMADDR) {
		replace_with_pseudo(insn, insn->src);
		return true;
	}
	if ((value = fold_pointer_cast(insn))) {
		replace_with_pseudo(insn, value);
		return true;
	}
	if (insn->opcode == OP_CBR)
		return fold_branch(insn) || fold_branch_compare(insn) ||
		       fold_branch_shape(insn);
	if (insn->opcode == OP_SEL && (value = fold_select(insn))) {
		replace_with_pseudo(insn, value);
		return true;
	}
	if (insn->opcode == OP_SEL)
		return select_to_compare(insn);
	if (insn->opcode == OP_SWITCH)
		return fold_switch(insn);
	if (insn->opcode == OP_PHI && if_convert(insn))
		return true;
	if (insn->opcode == OP_PHI)
		value = fold_phi(insn);
	else
		value = fold_instruction(insn);
	if (!value)
		return changed;
	replace_with_pseudo(insn, value);
	return true;
}

bool simplify_instructions(struct entrypoint *ep)
{
	struct basic_block *bb;
	struct instruction *insn;
	bool changed = false;

	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (insn->bb && simplify_insn(insn))
				changed = true;
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	return changed;
}

// Memory accesses within a block

static bool is_memop(struct instruction *insn)
{
	return insn->opcode == OP_LOAD || insn->opcode == OP_STORE;
}

/* Whether two accesses cannot touch the same bytes. */
static bool disjoint(struct instruction *a, struct instruction *b)
{
	if (a->mem_src == b->mem_src)
		return a->offset + a->size / 8 <= b->offset ||
		       b->offset + b->size / 8 <= a->offset;
	return a->mem_src->type == PSEUDO_SYM && b->mem_src->type == PSEUDO_SYM;
}

static bool same_location(struct instruction *a, struct instruction *b)
{
	return a->mem_src == b->mem_src && a->offset == b->offset &&
	       a->size == b->size;
}

/* Calls and asm may read or write any memory. */
static bool is_barrier(struct instruction *insn)
{
	return insn->opcode == OP_CALL || insn->opcode == OP_ASM ||
	       insn->opcode == OP_INLINED_CALL;
}

/*
 * Rule: a load of what the same block last stored (or loaded) there,
 * with nothing in between that may write it, is that value.
 */
static pseudo_t forwarded_value(struct instruction *load)
{
	struct instruction *insn;
	pseudo_t value = NULL;

	if (load->is_volatile)
		return NULL;
	FOR_EACH_PTR(load->bb->insns, insn) {
		if (insn == load)
			break;
		if (!insn->bb)
			continue;
		if (is_barrier(insn)) {
			value = NULL;
		} else if (is_memop(insn) && same_location(insn, load) &&
			   !insn->is_volatile) {
			value = insn->target;
		} else if (insn->opcode == OP_STORE && !disjoint(insn, load)) {
			value = NULL;
		}
	} END_FOR_EACH_PTR(insn);
	return value;
}

/* Rule: a store the same block overwrites before anything reads it goes. */
static bool is_overwritten(struct instruction *store)
{
	struct instruction *insn;
	bool after = false;

	if (store->is_volatile)
		return false;
	FOR_EACH_PTR(store->bb->insns, insn) {
		if (insn == store) {
			after = true;
			continue;
		}
		if (!after || !insn->bb)
			continue;
		if (is_barrier(insn))
			return false;
		if (insn->opcode == OP_LOAD && !disjoint(insn, store))
			return false;
		if (insn->opcode == OP_STORE && same_location(insn, store))
			return true;
	} END_FOR_EACH_PTR(insn);
	return false;
}

static bool is_local_symbol(pseudo_t addr)
{
	return addr->type == PSEUDO_SYM &&
	       !(addr->sym->ctype.modifiers & (MOD_STATIC | MOD_TOPLEVEL |
					       MOD_EXTERN | MOD_VOLATILE));
}

/* Whether @addr is a local only accessed, as the address of loads and stores. */
static bool is_unescaped_local(pseudo_t addr)
{
	struct pseudo_user *user;

	if (!is_local_symbol(addr))
		return false;
	FOR_EACH_PTR(addr->users, user) {
		struct instruction *insn = user->insn;

		if (insn->bb && (!is_memop(insn) ||
				 user->userp != &insn->mem_src))
			return false;
	} END_FOR_EACH_PTR(user);
	return true;
}

/*
 * Whether @insn may read the local @addr: a load of it, or, once its
 * address is out (@escaped), a load through a pointer or a call.
 */
static bool may_read_local(struct instruction *insn, pseudo_t addr,
			   bool escaped)
{
	if (insn->opcode == OP_LOAD)
		return insn->mem_src == addr ||
		       (escaped && insn->mem_src->type != PSEUDO_SYM);
	return escaped && is_barrier(insn);
}

/* Whether @bb, after @from (from its start when NULL), may read @addr. */
static bool block_may_read(struct basic_block *bb, struct instruction *from,
			   pseudo_t addr, bool escaped)
{
	struct instruction *insn;
	bool after = !from;

	FOR_EACH_PTR(bb->insns, insn) {
		if (insn == from)
			after = true;
		else if (after && insn->bb &&
			 may_read_local(insn, addr, escaped))
			return true;
	} END_FOR_EACH_PTR(insn);
	return false;
}

/*
 * Rule (as sparse): a store to a local is dead when the function ends
 * after it with nothing that may read the local: in its block, then
 * down the blocks of one child each.  A block of two children keeps
 * it (sparse looks no further).
 */
static bool is_dead_local_store(struct instruction *store)
{
	struct basic_block *bb = store->bb;
	pseudo_t addr = store->mem_src;
	unsigned long mark = ++bb_generation;
	bool escaped;

	if (store->is_volatile || !is_local_symbol(addr))
		return false;
	escaped = !is_unescaped_local(addr);
	if (block_may_read(bb, store, addr, escaped))
		return false;
	while (ptr_list_size(bb->children) == 1) {
		bb->generation = mark;
		bb = first_ptr_list(bb->children);
		if (bb->generation == mark ||
		    block_may_read(bb, NULL, addr, escaped))
			return false;
	}
	return !bb->children;
}

/*
 * Rule (as sparse): a local whose one user is a store loses it.  Two
 * stores nothing reads stay, unless is_dead_local_store() kills them.
 */
static bool kill_unread_local(pseudo_t addr)
{
	struct pseudo_user *user;
	struct instruction *store = NULL;

	if (!is_unescaped_local(addr))
		return false;
	FOR_EACH_PTR(addr->users, user) {
		if (!user->insn->bb)
			continue;
		if (store || user->insn->opcode != OP_STORE)
			return false;
		store = user->insn;
	} END_FOR_EACH_PTR(user);
	if (!store || store->is_volatile)
		return false;
	kill_instruction(store);
	return true;
}

/* Rule: an access at offset[symaddr S] is an access at offset[S]. */
static bool fold_symbol_base(struct instruction *insn)
{
	struct instruction *def = live_def(insn->mem_src);

	if (!def || def->opcode != OP_SYMADDR)
		return false;
	kill_use(&insn->mem_src);
	use_pseudo(insn, def->src, &insn->mem_src);
	return true;
}

/* Rule: an access at off[add x, $c] is an access at (off + c)[x]. */
static bool fold_address_offset(struct instruction *insn)
{
	struct instruction *def = live_def(insn->mem_src);

	if (!def || def->opcode != OP_ADD || def->src2->type != PSEUDO_VAL)
		return false;
	/* as sparse: the add's bits as they are ($0xfffffff8 with -m32) */
	insn->offset += def->src2->value;
	kill_use(&insn->mem_src);
	use_pseudo(insn, def->src1, &insn->mem_src);
	return true;
}

// Loads of what the paths into a block all left there

/*
 * What @dom tells of the memory @load reads, as sparse's dominates():
 * 1 it is the same access (its value is the load's), 0 nothing, -1 it
 * may write there (or a load that may alias: the walk goes on).  For a
 * @local, an unescaped local, only its own accesses matter.
 */
static int access_dominates(struct instruction *load, struct instruction *dom,
			    bool local)
{
	if (dom->opcode == OP_CALL || dom->opcode == OP_ENTRY)
		return local ? 0 : -1;
	if (!is_memop(dom))
		return 0;
	if (dom->mem_src != load->mem_src) {
		if (local)
			return 0;
		return dom->mem_src->type == PSEUDO_SYM ? 0 : -1;
	}
	if (dom->offset != load->offset || dom->size != load->size) {
		if (dom->opcode == OP_LOAD || disjoint(dom, load))
			return 0;
		return -1;
	}
	return 1;
}

/*
 * Only loads, stores, calls and the entry matter to access_dominates():
 * while simplify_loads_from_parents() runs, bb->priv lists a block's
 * ones, so that a scan skips the rest (the phi sources of a computed
 * goto's block, thousands in Lua's interpreter, scanned once per load).
 * The pass only kills instructions or makes loads phi-nodes, and adds
 * phi sources, none of them events: insn->bb and the opcode say which.
 */
static bool is_memory_event(struct instruction *insn)
{
	return is_memop(insn) || insn->opcode == OP_CALL ||
	       insn->opcode == OP_ENTRY;
}

static void index_memory_events(struct entrypoint *ep)
{
	struct basic_block *bb;
	struct instruction *insn;

	FOR_EACH_PTR(ep->bbs, bb) {
		struct instruction_list *events = NULL;

		FOR_EACH_PTR(bb->insns, insn) {
			if (insn->bb && is_memory_event(insn))
				add_ptr_list(&events, insn);
		} END_FOR_EACH_PTR(insn);
		/* a block without any still gets a (non-NULL) mark */
		bb->priv = events ? (void *)events : (void *)bb;
	} END_FOR_EACH_PTR(bb);
}

static void free_memory_events(struct entrypoint *ep)
{
	struct basic_block *bb;

	FOR_EACH_PTR(ep->bbs, bb) {
		if (bb->priv != bb) {
			struct instruction_list *events = bb->priv;

			free_ptr_list(&events);
		}
		bb->priv = NULL;
	} END_FOR_EACH_PTR(bb);
}

/* The instructions of @bb a scan for a load looks at. */
static struct instruction_list *memory_events(struct basic_block *bb)
{
	if (!bb->priv)
		return bb->insns;	/* not indexed: all of them */
	return bb->priv == bb ? NULL : bb->priv;
}

/*
 * Scan @bb backwards from its end for what @load reads: the dominating
 * access, or NULL with *@stop set when something may write there, or
 * NULL when the scan meets @load itself or the block's start.
 */
static struct instruction *scan_block(struct basic_block *bb,
				      struct instruction *load, bool local,
				      bool *stop)
{
	struct instruction *insn;

	FOR_EACH_PTR_REVERSE(memory_events(bb), insn) {
		int dominance;

		if (!insn->bb || insn->opcode == OP_PHI)
			continue;
		if (insn == load)
			return NULL;
		dominance = access_dominates(load, insn, local);
		if (dominance < 0 && insn->opcode != OP_LOAD) {
			*stop = true;
			return NULL;
		}
		if (dominance > 0)
			return insn;
	} END_FOR_EACH_PTR_REVERSE(insn);
	return NULL;
}

/* The accesses the paths into a load's block end with, and their blocks. */
struct dominating_accesses {
	struct instruction_list *accesses;
	struct basic_block_list *blocks;
	int nr;
};

/*
 * As sparse's find_dominating_parents(), a depth-first walk up the
 * parents of @load's block: in each parent, the last access of what
 * @load reads, else that parent's own parents (once).  False when a
 * path may write there (calls included, unless @local).  sparse makes
 * a phi source for each access as it finds it (their numbers show it).
 */
static bool find_dominating_accesses(struct instruction *load, bool local,
				     struct dominating_accesses *found)
{
	unsigned long mark = ++bb_generation;
	struct ptr_list_iter *stack;	/* the parents of each block walked */
	int depth = 0, max = 16;
	bool stop = false;

	stack = xmalloc(max * sizeof(*stack));
	load->bb->generation = mark;
	stack[depth++] = ptr_list_iter_first(PTR_LIST_NODE(load->bb->parents));
	while (depth && !stop) {
		struct ptr_list_iter *it = &stack[depth - 1];
		struct basic_block *parent;
		struct instruction *dom;

		if (!ptr_list_iter_next(it)) {
			depth--;
			continue;
		}
		parent = PTR_LIST_ITER_SLOT(*it);
		dom = scan_block(parent, load, local, &stop);
		if (dom) {
			add_ptr_list(&found->accesses, dom);
			add_ptr_list(&found->blocks, parent);
			found->nr++;
			continue;
		}
		if (stop || parent->generation == mark)
			continue;
		parent->generation = mark;
		if (depth == max) {
			max *= 2;
			stack = xrealloc(stack, max * sizeof(*stack));
		}
		stack[depth++] =
			ptr_list_iter_first(PTR_LIST_NODE(parent->parents));
	}
	free(stack);
	return !stop;
}

/* A phi source of @value at the end of @bb (before its terminator). */
static pseudo_t insert_phi_source(struct basic_block *bb,
				  struct instruction *dom)
{
	struct instruction *insn = __alloc_instruction(0), *cur;
	struct instruction *last = last_instruction(bb->insns);
	pseudo_t phi = alloc_phi_pseudo(insn);

	insn->opcode = OP_PHISOURCE;
	insn->size = dom->size;
	insn->type = dom->type;
	insn->bb = bb;
	insn->target = phi;
	use_pseudo(insn, dom->target, &insn->phi_src);
	FOR_EACH_PTR_REVERSE(bb->insns, cur) {
		if (cur == last) {
			INSERT_CURRENT(insn, cur);
			break;
		}
	} END_FOR_EACH_PTR_REVERSE(cur);
	return phi;
}

/* Rule (as sparse): a load the paths leave different values in is a phi. */
static void load_becomes_phi(struct instruction *load,
			     struct dominating_accesses *found)
{
	struct instruction *dom;
	struct basic_block *bb;

	kill_use(&load->mem_src);
	load->opcode = OP_PHI;
	load->phi_list = NULL;
	PREPARE_PTR_LIST(found->blocks, bb);
	FOR_EACH_PTR(found->accesses, dom) {
		pseudo_t phi = insert_phi_source(bb, dom);

		add_operand(load, &load->phi_list, phi);
		add_ptr_list_small(&phi->def->phi_users, load);
		NEXT_PTR_LIST(bb);
	} END_FOR_EACH_PTR(dom);
	FINISH_PTR_LIST(bb);
}

/* The one value of all the accesses found, or NULL. */
static pseudo_t same_found_value(struct dominating_accesses *found)
{
	struct instruction *dom;
	pseudo_t value = NULL;

	FOR_EACH_PTR(found->accesses, dom) {
		if (value && !same_value(value, dom->target))
			return NULL;
		value = dom->target;
	} END_FOR_EACH_PTR(dom);
	return value;
}

/*
 * Rule (as sparse): a load no access before it in its block decides is
 * what the paths into the block leave there (by a store or a load of
 * the same bytes, with nothing after it that may write them): their one
 * value, else a phi-node of their values; for an unescaped local that
 * no path stores, 0.  sparse numbers a phi source for each access found
 * (and drops them when no phi-node is made): the numbers go as well.
 */
static bool load_from_parents(struct instruction *load)
{
	struct dominating_accesses found = { NULL, NULL, 0 };
	bool local = is_unescaped_local(load->mem_src);
	bool changed = true;
	pseudo_t value;

	if (!find_dominating_accesses(load, local, &found)) {
		skip_phi_pseudos(found.nr);
		changed = false;
	} else if (!found.nr) {
		if (local)
			replace_with_pseudo(load, value_pseudo(0));
		else
			changed = false;
	} else if ((value = same_found_value(&found))) {
		skip_phi_pseudos(found.nr);
		replace_with_pseudo(load, value);
	} else {
		load_becomes_phi(load, &found);
	}
	free_ptr_list(&found.accesses);
	free_ptr_list(&found.blocks);
	return changed;
}

/*
 * A load the accesses before it in its block decide: their value, or
 * nothing to do (something may write there).  Else its parents decide.
 */
static bool simplify_load(struct instruction *load)
{
	bool local = is_unescaped_local(load->mem_src);
	struct instruction *insn;
	bool before = false;

	if (load->is_volatile)
		return false;
	FOR_EACH_PTR_REVERSE(memory_events(load->bb), insn) {
		int dominance;

		if (insn == load) {
			before = true;
			continue;
		}
		if (!before || !insn->bb || insn->opcode == OP_PHI)
			continue;
		dominance = access_dominates(load, insn, local);
		if (dominance < 0 && insn->opcode == OP_LOAD)
			continue;
		if (dominance < 0)
			return false;
		if (dominance > 0) {
			if (insn->target == load->target)
				return false;
			replace_with_pseudo(load, insn->target);
			return true;
		}
	} END_FOR_EACH_PTR_REVERSE(insn);
	return load_from_parents(load);
}

/* As sparse's simplify_loads(): the loads, last block and last load first. */
static bool simplify_loads_from_parents(struct entrypoint *ep)
{
	struct basic_block *bb;
	struct instruction *insn;
	bool changed = false;

	index_memory_events(ep);
	FOR_EACH_PTR_REVERSE(ep->bbs, bb) {
		FOR_EACH_PTR_REVERSE(memory_events(bb), insn) {
			if (insn->bb && insn->opcode == OP_LOAD &&
			    simplify_load(insn))
				changed = true;
		} END_FOR_EACH_PTR_REVERSE(insn);
	} END_FOR_EACH_PTR_REVERSE(bb);
	free_memory_events(ep);
	return changed;
}

bool simplify_memops(struct entrypoint *ep)
{
	struct basic_block *bb;
	struct instruction *insn;
	pseudo_t addr;
	bool changed = false;

	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			pseudo_t value;

			if (!insn->bb)
				continue;
			if (is_memop(insn) && (fold_symbol_base(insn) ||
					       fold_address_offset(insn)))
				changed = true;
			if (insn->opcode == OP_STORE && (is_overwritten(insn) ||
							 is_dead_local_store(insn))) {
				kill_instruction(insn);
				changed = true;
			} else if (insn->opcode == OP_LOAD &&
				   (value = forwarded_value(insn))) {
				replace_with_pseudo(insn, value);
				changed = true;
			}
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	if (simplify_loads_from_parents(ep))
		changed = true;
	FOR_EACH_PTR(ep->accesses, addr) {
		if (kill_unread_local(addr))
			changed = true;
	} END_FOR_EACH_PTR(addr);
	return changed;
}
