// SPDX-License-Identifier: MIT
/*
 * simplify.c — the simplest rewrites of the IR, until stable: what makes
 * test-linearize's output sparse's for common code.
 *
 * Takes an entrypoint in SSA form (ssa.c) and rewrites it in place, each
 * rule stated above its function: constants folded (a switch on one
 * too), identities and canonical operand orders, branches on constants
 * or on a condition already decided, two-way phi-nodes into selects,
 * loads of what a block (or every path into it) just stored or loaded,
 * stores nothing reads, common subexpressions (cse.c); dead code and
 * blocks go between rounds (ssa.c's clean-ups).  Once that is stable,
 * as sparse's flow pass, branches are threaded through a phi-node of
 * known truths and past a branch on the same condition, and all starts
 * again.  Touches only the entrypoint.
 */
#include <limits.h>

#include "linearize.h"

static struct instruction *terminator(struct basic_block *bb)
{
	return last_instruction(bb->insns);
}

/* ptr_list_size(list) == 1 without walking a list of 65536 parents. */
static bool has_one_entry(struct basic_block_list *list)
{
	return !ptr_list_empty(list) && !ptr_list_multiple(list);
}

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

static bool is_value(pseudo_t pseudo, long long value)
{
	return pseudo->type == PSEUDO_VAL && pseudo->value == value;
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

/* The instruction defining @pseudo, when it is a live result. */
static struct instruction *def_of(pseudo_t pseudo)
{
	if (!pseudo || pseudo->type != PSEUDO_REG || !pseudo->def ||
	    !pseudo->def->bb)
		return NULL;
	return pseudo->def;
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
	def = def_of(insn->src);
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
	def = def_of(insn->src);
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

/* Rule: (x << $n) >> $n, logical, is x & (ones >> $n). */
static bool fold_shl_lsr(struct instruction *insn)
{
	struct instruction *def;
	long long count;

	if (insn->opcode != OP_LSR || insn->src2->type != PSEUDO_VAL)
		return false;
	def = def_of(insn->src1);
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
	struct instruction *def = def_of(insn->src1);
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
	def = def_of(insn->src1);
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
		def = def_of(src);
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

/* The phi sources of @bb that fed phi-nodes of @child lose their use. */
static void drop_edge_phis(struct basic_block *bb, struct basic_block *child)
{
	struct instruction *insn;
	struct pseudo_user *user;

	FOR_EACH_PTR(bb->insns, insn) {
		if (!insn->bb || insn->opcode != OP_PHISOURCE)
			continue;
		FOR_EACH_PTR(insn->target->users, user) {
			if (user->insn->bb != child)
				continue;
			*user->userp = VOID_PSEUDO;
			DELETE_CURRENT_PTR(user);
		} END_FOR_EACH_PTR(user);
	} END_FOR_EACH_PTR(insn);
}

/* Rule: 'cbr $c, T, F' is 'br T' when c is not 0, else 'br F'. */
static bool fold_branch(struct instruction *br)
{
	struct basic_block *bb = br->bb, *keep, *drop;

	if (br->cond->type != PSEUDO_VAL)
		return false;
	keep = br->cond->value ? br->bb_true : br->bb_false;
	drop = br->cond->value ? br->bb_false : br->bb_true;
	kill_use(&br->cond);
	br->opcode = OP_BR;
	br->bb_target = keep;
	if (drop != keep) {
		drop_edge_phis(bb, drop);
		delete_ptr_list_entry(&drop->parents, bb, 1);
		delete_ptr_list_entry(&bb->children, drop, 1);
	}
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
	struct basic_block *bb = insn->bb, *keep, *child;

	if (insn->switch_cond->type != PSEUDO_VAL)
		return false;
	keep = switch_target(insn, insn->switch_cond->value);
	if (!keep)
		return false;
	FOR_EACH_PTR(bb->children, child) {
		if (child == keep)
			continue;
		drop_edge_phis(bb, child);
		delete_ptr_list_entry(&child->parents, bb, -1);
	} END_FOR_EACH_PTR(child);
	delete_ptr_list_entry(&keep->parents, bb, -1);
	add_ptr_list(&keep->parents, bb);
	bb->children = NULL;
	add_ptr_list(&bb->children, keep);
	kill_use(&insn->switch_cond);
	insn->opcode = OP_BR;
	insn->size = 0;
	insn->bb_target = keep;
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

/* Rule: 'x < $c' is 'x <= $c-1', 'x >= $c' is 'x > $c-1' (c not min). */
static bool canonical_compare(struct instruction *insn)
{
	pseudo_t right = insn->src2;
	long long value;
	int op, bits;

	if (right->type != PSEUDO_VAL || !right->value)
		return false;
	switch (insn->opcode) {
	case OP_SET_LT: op = OP_SET_LE; break;
	case OP_SET_GE: op = OP_SET_GT; break;
	case OP_SET_B: op = OP_SET_BE; break;
	case OP_SET_AE: op = OP_SET_A; break;
	default: return false;
	}
	bits = compare_bits(insn);
	if (!bits)
		return false;
	value = sign_extend(right->value, bits);
	if ((op == OP_SET_LE || op == OP_SET_GT) &&
	    value == sign_extend(1ULL << (bits - 1), bits))
		return false;
	insn->opcode = op;
	insn->src2 = value_pseudo(truncate_value(right->value - 1, bits));
	return true;
}

static int pseudo_rank(pseudo_t pseudo)
{
	switch (pseudo->type) {
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
 * Rule: the operands of 'x op y' go in a canonical order (results, then
 * arguments, symbols, constants; older results first) when op commutes
 * or is a compare, which then turns around.
 */
static bool canonical_order(struct instruction *insn)
{
	unsigned int flags = opcode_table[insn->opcode].flags;
	pseudo_t left = insn->src1, right = insn->src2;
	int lrank = pseudo_rank(left), rrank = pseudo_rank(right);
	struct pseudo_user *user;

	if (!(flags & OPF_COMMUTE) && !(flags & OPF_COMPARE))
		return false;
	if (insn->opcode >= OP_FCMP_ORD && insn->opcode <= OP_FCMP_UNO)
		return false;
	if (lrank < rrank || (lrank == rrank && (lrank != 0 ||
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

static bool is_static_symbol(pseudo_t pseudo)
{
	struct symbol *sym = pseudo->sym;

	return pseudo->type == PSEUDO_SYM &&
	       (sym->ctype.modifiers & (MOD_STATIC | MOD_TOPLEVEL |
					MOD_EXTERN));
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

/* Rule: 'select (setne x, $0), a, b' is 'select x, a, b'; seteq swaps. */
static bool fold_select_compare(struct instruction *insn)
{
	struct instruction *def = def_of(insn->src1);
	pseudo_t a = insn->src2, b = insn->src3;

	if (!def || (def->opcode != OP_SET_EQ && def->opcode != OP_SET_NE) ||
	    !is_value(def->src2, 0))
		return false;
	kill_use(&insn->src1);
	use_pseudo(insn, def->src1, &insn->src1);
	if (def->opcode == OP_SET_NE)
		return true;
	kill_use(&insn->src2);
	kill_use(&insn->src3);
	use_pseudo(insn, b, &insn->src2);
	use_pseudo(insn, a, &insn->src3);
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
	struct instruction *def = def_of(br->cond);

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

/*
 * Whether @bb does what a branch may not skip, as sparse counts it: a
 * call, a store, a context change, an asm, a volatile load.
 */
static bool bb_has_side_effects(struct basic_block *bb)
{
	struct instruction *insn;

	FOR_EACH_PTR(bb->insns, insn) {
		if (!insn->bb)
			continue;
		switch (insn->opcode) {
		case OP_CALL: case OP_STORE: case OP_CONTEXT: case OP_ASM:
			return true;
		case OP_LOAD:
			if (insn->is_volatile)
				return true;
			break;
		default:
			break;
		}
	} END_FOR_EACH_PTR(insn);
	return false;
}

/*
 * What @from may still need of a block @skip, as sparse's liveness has
 * it: a value @skip defines that is live into @from (used there or
 * after, a phi source's use included), or else a phi-node of @from
 * itself with a source in @skip.
 */
enum need {
	NEED_NOTHING,
	NEED_VALUE,		/* a value @skip computes */
	NEED_PHI,		/* a phi source of @skip, for @from */
};

/* Marks of the walks below; far from ssa.c's, never to meet them. */
static unsigned long live_mark = 1UL << 40;

/*
 * Whether a block of @wanted's mark is reachable from @from without
 * going through @skip; the blocks walked get @mark.
 */
static bool reaches_marked(struct basic_block *from, struct basic_block *skip,
			   unsigned long wanted, unsigned long mark)
{
	struct basic_block_list *todo = NULL;
	struct basic_block *bb, *child;
	bool found = false;

	add_ptr_list(&todo, from);
	while ((bb = delete_ptr_list_last(&todo)) != NULL) {
		if (bb == skip || bb->generation == mark)
			continue;
		if (bb->generation == wanted) {
			found = true;
			break;
		}
		bb->generation = mark;
		FOR_EACH_PTR(bb->children, child) {
			add_ptr_list(&todo, child);
		} END_FOR_EACH_PTR(child);
	}
	free_ptr_list(&todo);
	return found;
}

/* Whether the phi source @src feeds a phi-node of @bb. */
static bool feeds_phi_of(struct instruction *src, struct basic_block *bb)
{
	struct pseudo_user *user;

	FOR_EACH_PTR(src->target->users, user) {
		if (user->insn->bb == bb && user->insn->opcode == OP_PHI)
			return true;
	} END_FOR_EACH_PTR(user);
	return false;
}

/* The blocks but @skip using the value @target get @mark; how many. */
static int mark_users(pseudo_t target, struct basic_block *skip,
		      unsigned long mark)
{
	struct pseudo_user *user;
	int nr = 0;

	FOR_EACH_PTR(target->users, user) {
		struct basic_block *bb = user->insn->bb;

		if (bb && bb != skip) {
			bb->generation = mark;
			nr++;
		}
	} END_FOR_EACH_PTR(user);
	return nr;
}

/*
 * What the blocks reachable from @from without going through @skip
 * need of @skip: a value it computes, a phi source of it for @from, or
 * nothing.  The blocks using @skip's values are marked first, so that
 * the walk stops at the first one it meets; when @phi_is_enough (the
 * caller does the same for both), a phi source spares the walk.
 */
static enum need needed_from(struct basic_block *from,
			     struct basic_block *skip, bool phi_is_enough)
{
	unsigned long wanted = ++live_mark;
	struct instruction *insn;
	enum need need = NEED_NOTHING;
	int users = 0;

	FOR_EACH_PTR(skip->insns, insn) {
		pseudo_t target = insn->target;

		if (!insn->bb || !target || target == VOID_PSEUDO ||
		    target->def != insn)
			continue;
		if (insn->opcode == OP_PHISOURCE) {
			if (feeds_phi_of(insn, from))
				need = NEED_PHI;
		} else if (target->type == PSEUDO_REG) {
			users += mark_users(target, skip, wanted);
		}
	} END_FOR_EACH_PTR(insn);
	if (need == NEED_PHI && phi_is_enough)
		return need;
	if (users && reaches_marked(from, skip, wanted, ++live_mark))
		return NEED_VALUE;
	return need;
}

/*
 * The edge @bb -> @old that @slot holds goes to @new; false when @slot
 * does not hold @old or nothing changes.
 */
static bool rewrite_edge(struct basic_block *bb, struct basic_block **slot,
			 struct basic_block *old, struct basic_block *new)
{
	if (*slot != old || new == old)
		return false;
	*slot = new;
	replace_ptr_list_entry(&bb->children, old, new, 1);
	delete_ptr_list_entry(&old->parents, bb, 1);
	add_ptr_list(&new->parents, bb);
	return true;
}

/* The cbr @br of @bb becomes 'br @final'. */
static void branch_to(struct instruction *br, struct basic_block *final)
{
	struct basic_block *bb = br->bb;
	struct basic_block *other = br->bb_true == final ? br->bb_false :
							    br->bb_true;

	if (other != final) {
		drop_edge_phis(bb, other);
		delete_ptr_list_entry(&other->parents, bb, 1);
		delete_ptr_list_entry(&bb->children, other, 1);
	}
	kill_use(&br->cond);
	br->opcode = OP_BR;
	br->bb_target = final;
}

/*
 * Rule: a cbr on c to a block T that ends in a cbr on the same c knows
 * where T goes (final): when T does nothing a branch may not skip and
 * final needs nothing of T's, the edge goes to final; else when the cbr
 * is T's only parent, T's cbr becomes 'br final'.
 */
static bool branch_to_same_branch(struct instruction *br, bool side)
{
	struct basic_block *bb = br->bb;
	struct basic_block **slot = side ? &br->bb_true : &br->bb_false;
	struct basic_block *target = *slot, *final;
	struct instruction *next = terminator(target);
	enum need need = NEED_VALUE;

	if (target == bb || !next || next->opcode != OP_CBR ||
	    next->cond != br->cond)
		return false;
	final = side ? next->bb_true : next->bb_false;
	if (!bb_has_side_effects(target))
		need = needed_from(final, target,
				   !has_one_entry(target->parents));
	if (need == NEED_NOTHING)
		return rewrite_edge(bb, slot, target, final);
	if (need == NEED_PHI || !has_one_entry(target->parents))
		return false;
	branch_to(next, final);
	return true;
}

/* Whether @pseudo is known true (1), false (0), or not known (-1). */
static int truth_value(pseudo_t pseudo)
{
	struct instruction *def;

	if (pseudo->type == PSEUDO_VAL)
		return pseudo->value != 0;
	if (pseudo->type == PSEUDO_SYM)
		return 1;
	def = pseudo->type == PSEUDO_REG ? pseudo->def : NULL;
	/* the address of a symbol is never null */
	if (def && def->opcode == OP_SYMADDR && def->target == pseudo)
		return 1;
	return -1;
}

/*
 * The phi source @src of the phi-node of @bb's cbr @br is a known truth:
 * its block jumps where @br would, past @bb, when the block it goes to
 * needs nothing of @bb's.  -1 when the rule does not apply, else
 * whether an edge moved.
 */
static int thread_phi_source(struct basic_block *bb, struct instruction *br,
			     struct instruction *src)
{
	struct basic_block *source = src->bb, *target;
	struct instruction *jump;
	int cond, changed;

	if (!source || !src->phi_src)
		return -1;
	jump = terminator(source);
	if (!jump || (jump->opcode != OP_CBR && jump->opcode != OP_BR))
		return -1;
	cond = truth_value(src->phi_src);
	if (cond < 0)
		return -1;
	target = cond ? br->bb_true : br->bb_false;
	if (needed_from(target, bb, true) != NEED_NOTHING)
		return -1;
	if (jump->opcode == OP_BR)
		return rewrite_edge(source, &jump->bb_target, bb, target);
	changed = rewrite_edge(source, &jump->bb_true, bb, target);
	changed |= rewrite_edge(source, &jump->bb_false, bb, target);
	return changed;
}

/*
 * Rule: a block ending in a cbr on its own phi-node, doing nothing a
 * branch may not skip, is skipped by each parent giving the phi-node a
 * known truth: that parent jumps where the cbr would.  As sparse, once
 * one parent was so rewritten, the phi-node loses each source tried
 * after it (unless parents and sources do not pair up).
 */
static bool thread_phi_branch(struct basic_block *bb)
{
	struct instruction *br = terminator(bb), *phi_node;
	bool changed = false, bogus;
	pseudo_t phi;

	if (!br || br->opcode != OP_CBR || br->cond->type != PSEUDO_REG)
		return false;
	phi_node = br->cond->def;
	if (!phi_node || phi_node->bb != bb || phi_node->opcode != OP_PHI ||
	    bb_has_side_effects(bb))
		return false;
	bogus = ptr_list_size(bb->parents) !=
		ptr_list_size(phi_node->phi_list);
	FOR_EACH_PTR(phi_node->phi_list, phi) {
		int moved;

		if (phi == VOID_PSEUDO || !phi->def)
			continue;
		moved = thread_phi_source(bb, br, phi->def);
		if (moved < 0)
			continue;
		changed |= moved;
		if (changed && !bogus) {
			kill_use(THIS_ADDRESS(phi));
			*THIS_ADDRESS(phi) = VOID_PSEUDO;
		}
	} END_FOR_EACH_PTR(phi);
	return changed;
}

/*
 * The branch rules of sparse's flow pass, run once all else is stable:
 * for each block ending in a cbr, the phi-node threading, else the
 * branches to a branch on the same condition.
 */
static bool simplify_branches(struct entrypoint *ep)
{
	struct basic_block *bb;
	struct instruction *br;
	bool changed = false;

	FOR_EACH_PTR(ep->bbs, bb) {
		br = terminator(bb);
		if (!br || br->opcode != OP_CBR)
			continue;
		if (thread_phi_branch(bb)) {
			changed = true;
			continue;
		}
		changed |= branch_to_same_branch(br, true);
		changed |= branch_to_same_branch(br, false);
	} END_FOR_EACH_PTR(bb);
	return changed;
}

static bool simplify_insn(struct instruction *insn)
{
	pseudo_t value;
	bool changed = false;

	if (opcode_table[insn->opcode].flags & (OPF_BINOP | OPF_COMPARE)) {
		changed |= canonical_order(insn);
		changed |= canonical_sub(insn);
		changed |= canonical_compare(insn);
	}
	if (fold_zext_trunc(insn) || fold_range(insn) || fold_shl_lsr(insn))
		return true;
	if (opcode_table[insn->opcode].flags & OPF_BINOP)
		changed |= fold_associative(insn);
	changed |= fold_compare_extension(insn);
	/* Rule: the address of a global is its symbol. */
	if (insn->opcode == OP_SYMADDR && is_static_symbol(insn->src)) {
		replace_with_pseudo(insn, insn->src);
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
		return fold_select_compare(insn) || select_to_compare(insn);
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

static bool simplify_insns(struct entrypoint *ep)
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

/* Rule: the stores to a local nothing reads (nor takes the address of) go. */
static bool kill_unread_local(pseudo_t addr)
{
	struct symbol *sym = addr->sym;
	struct pseudo_user *user;
	bool changed = false;

	if (sym->ctype.modifiers & (MOD_STATIC | MOD_TOPLEVEL | MOD_EXTERN |
				    MOD_VOLATILE))
		return false;
	FOR_EACH_PTR(addr->users, user) {
		struct instruction *insn = user->insn;

		if (insn->bb && (insn->opcode != OP_STORE ||
				 user->userp != &insn->mem_src))
			return false;
	} END_FOR_EACH_PTR(user);
	FOR_EACH_PTR(addr->users, user) {
		if (user->insn->bb) {
			kill_instruction(user->insn);
			changed = true;
		}
	} END_FOR_EACH_PTR(user);
	return changed;
}

/* Rule: an access at offset[symaddr S] is an access at offset[S]. */
static bool fold_symbol_base(struct instruction *insn)
{
	struct instruction *def = def_of(insn->mem_src);

	if (!def || def->opcode != OP_SYMADDR)
		return false;
	kill_use(&insn->mem_src);
	use_pseudo(insn, def->src, &insn->mem_src);
	return true;
}

// Loads of what the paths into a block all left there

/* Whether @pseudo is the address of a local, which calls do not touch. */
static bool is_local_address(pseudo_t pseudo)
{
	return pseudo->type == PSEUDO_SYM &&
	       !(pseudo->sym->ctype.modifiers & (MOD_STATIC | MOD_TOPLEVEL |
						 MOD_EXTERN));
}

/*
 * What @dom tells of the memory @load reads, as sparse's dominates():
 * 1 it is the same access (its value is the load's), 0 nothing, -1 it
 * may write there (or a load that may alias: the walk goes on).
 */
static int access_dominates(struct instruction *load, struct instruction *dom)
{
	if (dom->opcode == OP_CALL || dom->opcode == OP_ENTRY)
		return -1;
	if (!is_memop(dom))
		return 0;
	if (dom->mem_src != load->mem_src)
		return dom->mem_src->type == PSEUDO_SYM ? 0 : -1;
	if (dom->offset != load->offset || dom->size != load->size) {
		if (dom->opcode == OP_LOAD || disjoint(dom, load))
			return 0;
		return -1;
	}
	return 1;
}

/*
 * Scan @bb backwards from its end for what @load reads: the dominating
 * access, or NULL with *@stop set when something may write there, or
 * NULL when the scan meets @load itself or the block's start.
 */
static struct instruction *scan_block(struct basic_block *bb,
				      struct instruction *load, bool *stop)
{
	struct instruction *insn;

	FOR_EACH_PTR_REVERSE(bb->insns, insn) {
		int dominance;

		if (!insn->bb)
			continue;
		if (insn == load)
			return NULL;
		dominance = access_dominates(load, insn);
		if (dominance < 0 && insn->opcode != OP_LOAD) {
			*stop = true;
			return NULL;
		}
		if (dominance > 0)
			return insn;
	} END_FOR_EACH_PTR_REVERSE(insn);
	return NULL;
}

/*
 * The value each path into @load's block leaves where it reads, when
 * all paths leave the same one (sparse's find_dominating_parents; when
 * they differ, sparse makes a phi-node, which is not done here).
 */
static pseudo_t value_from_parents(struct instruction *load)
{
	struct basic_block_list *todo = NULL;
	struct basic_block *bb, *parent;
	unsigned long mark = ++live_mark;
	pseudo_t value = NULL;
	bool stop = false;

	load->bb->generation = mark;
	add_ptr_list(&todo, load->bb);
	while (!stop && (bb = delete_ptr_list_last(&todo)) != NULL) {
		FOR_EACH_PTR(bb->parents, parent) {
			struct instruction *dom = scan_block(parent, load,
							     &stop);

			if (stop)
				break;
			if (dom) {
				if (value && !same_value(value, dom->target))
					stop = true;
				value = dom->target;
				continue;
			}
			if (parent->generation == mark)
				continue;
			parent->generation = mark;
			add_ptr_list(&todo, parent);
		} END_FOR_EACH_PTR(parent);
	}
	free_ptr_list(&todo);
	return stop ? NULL : value;
}

/*
 * Rule: a load (of memory not a local's) that nothing in its block
 * before it may write, and that every path into the block leaves the
 * same value in (by a store or a load of the same bytes, with nothing
 * after that may write them, calls included), is that value.
 */
static pseudo_t load_from_parents(struct instruction *load)
{
	struct instruction *insn;
	bool before = false;

	if (load->is_volatile || is_local_address(load->mem_src))
		return NULL;
	FOR_EACH_PTR_REVERSE(load->bb->insns, insn) {
		int dominance;

		if (insn == load) {
			before = true;
			continue;
		}
		if (!before || !insn->bb)
			continue;
		dominance = access_dominates(load, insn);
		if (dominance > 0 || (dominance < 0 && insn->opcode != OP_LOAD))
			return NULL;
	} END_FOR_EACH_PTR_REVERSE(insn);
	return value_from_parents(load);
}

static bool simplify_loads_from_parents(struct entrypoint *ep)
{
	struct basic_block *bb;
	struct instruction *insn;
	bool changed = false;

	FOR_EACH_PTR_REVERSE(ep->bbs, bb) {
		FOR_EACH_PTR_REVERSE(bb->insns, insn) {
			pseudo_t value;

			if (!insn->bb || insn->opcode != OP_LOAD)
				continue;
			value = load_from_parents(insn);
			if (!value || value == insn->target)
				continue;
			replace_with_pseudo(insn, value);
			changed = true;
		} END_FOR_EACH_PTR_REVERSE(insn);
	} END_FOR_EACH_PTR_REVERSE(bb);
	return changed;
}

static bool simplify_memops(struct entrypoint *ep)
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
			if (is_memop(insn) && fold_symbol_base(insn))
				changed = true;
			if (insn->opcode == OP_STORE && is_overwritten(insn)) {
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

/* Fold, drop dead code and dead blocks, merge blocks, until stable. */
static void simplify_until_stable(struct entrypoint *ep)
{
	int rounds;

	for (rounds = 0; rounds < 100; rounds++) {
		bool changed;

		kill_dead_insns(ep);
		pack_entry_insns(ep);
		changed = simplify_insns(ep);
		if (simplify_memops(ep))
			changed = true;
		if (cse_entry(ep))
			changed = true;
		if (!changed)
			break;
		/* as sparse, which kills what lost its last user at once:
		 * a block left with only its branch is bypassed, not merged */
		kill_dead_insns(ep);
		simplify_cfg_late(ep);
	}
	kill_dead_insns(ep);
	pack_entry_insns(ep);
}

/* As sparse: the branch rules only when nothing else changes. */
void simplify_entry(struct entrypoint *ep)
{
	int rounds;

	for (rounds = 0; rounds < 100; rounds++) {
		simplify_until_stable(ep);
		if (!simplify_branches(ep))
			break;
		kill_dead_insns(ep);
		simplify_cfg_late(ep);
	}
}
