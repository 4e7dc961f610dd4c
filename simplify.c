// SPDX-License-Identifier: MIT
/*
 * simplify.c — the simplest rewrites of the IR's instructions: what
 * makes test-linearize's output sparse's for common code.
 *
 * Takes an entrypoint in SSA form (ssa.c) and rewrites it in place, each
 * rule stated above its function: constants folded (a switch on one
 * too), identities and canonical operand orders, branches on constants
 * or on a condition already decided, two-way phi-nodes into selects
 * (loads and stores: memops.c).  One call is one round over the
 * instructions; optimize.c repeats the rounds, with cse.c's and
 * flow.c's passes between them, until nothing changes.  Touches only
 * the entrypoint.
 */
#include <limits.h>

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
	pseudo_t value;

	if (!(opcode_table[insn->opcode].flags & OPF_COMPARE) ||
	    insn->src1 != insn->src2 || insn->src1->type == PSEUDO_VAL)
		return NULL;
	switch (insn->opcode) {
	case OP_SET_EQ: case OP_SET_LE: case OP_SET_GE:
	case OP_SET_BE: case OP_SET_AE:
		value = value_pseudo(1);
		break;
	case OP_SET_NE: case OP_SET_LT: case OP_SET_GT:
	case OP_SET_B: case OP_SET_A:
		value = value_pseudo(0);
		break;
	default:
		return NULL;
	}
	/* -Wtautological-compare: sparse says so as it folds, not before */
	if (Wtautological_compare)
		warning(insn->pos, "self-comparison always evaluates to %s",
			value->value ? "true" : "false");
	return value;
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

/* Whether $@value leaves x as it is in 'x @op $value' (+ | ^ 0, * 1, & ~0). */
static bool is_identity_value(int op, unsigned long long value, int size)
{
	switch (op) {
	case OP_ADD: case OP_OR: case OP_XOR:
		return value == 0;
	case OP_MUL:
		return value == 1;
	case OP_AND:
		return truncate_value((long long)value, size) ==
		       truncate_value(-1, size);
	default:
		return false;
	}
}

/*
 * Rule: (x op $a) op $b is x op ($a op $b) for op in + * & | ^.  The
 * inner one goes with its last use, as sparse: cse.c does not keep it
 * for a later copy ('&g[1][0]' and '&g[1][1]' of an initializer).
 */
static bool fold_associative(struct instruction *insn)
{
	struct instruction *def = live_def(insn->src1);
	unsigned long long a, b;	/* unsigned: wraps, never overflows */
	bool last;

	if (!def || def->opcode != insn->opcode || def->size != insn->size ||
	    insn->src2->type != PSEUDO_VAL || def->src2->type != PSEUDO_VAL)
		return false;
	a = def->src2->value;
	b = insn->src2->value;
	if (is_identity_value(insn->opcode, b, insn->size))
		return false;	/* as sparse: 'x op identity' is x first */
	switch (insn->opcode) {
	case OP_ADD: a += b; break;
	case OP_MUL: a *= b; break;
	case OP_AND: a &= b; break;
	case OP_OR: a |= b; break;
	case OP_XOR: a ^= b; break;
	default: return false;
	}
	last = has_one_user(insn->src1);
	kill_use(&insn->src1);
	use_pseudo(insn, def->src1, &insn->src1);
	insn->src2 = value_pseudo(truncate_value(a, insn->size));
	if (last)
		kill_insn(def, 0);
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

/*
 * Rule: 'sub x, $c' is 'add x, $-c'.  As sparse, not when the sub's value
 * is known at once: 'sub x, $0' is x and 'sub $a, $b' is $(a-b) in the
 * same visit (made an add first, they took one more round).
 */
static bool canonical_sub(struct instruction *insn)
{
	pseudo_t right = insn->src2;

	if (insn->opcode != OP_SUB || right->type != PSEUDO_VAL ||
	    !right->value || insn->src1->type == PSEUDO_VAL)
		return false;
	insn->opcode = OP_ADD;
	insn->src2 = value_pseudo(truncate_value(
		-(unsigned long long)right->value, insn->size));
	return true;
}

static int pseudo_rank(pseudo_t pseudo)
{
	switch (pseudo->type) {
	case PSEUDO_VOID: return -2;
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
 * Upstream's symbols come 146 to a blob of memory, the first of a file
 * in the 27th place, and each new blob lies below the one before.
 */
#define SYMBOLS_PER_BLOB 146
#define FIRST_SYMBOL_SLOT 26

/*
 * Whether symbol @a goes after symbol @b as an operand: sparse orders
 * them by address; from the order of allocation, the symbols of a later
 * blob come first, and in one blob the earlier allocated.
 */
static bool symbol_after(const struct symbol *a, const struct symbol *b)
{
	long ra = symbol_rank(a), rb = symbol_rank(b);

	if (ra < 0 || rb < 0)
		return false;
	ra += FIRST_SYMBOL_SLOT;
	rb += FIRST_SYMBOL_SLOT;
	if (ra / SYMBOLS_PER_BLOB != rb / SYMBOLS_PER_BLOB)
		return ra / SYMBOLS_PER_BLOB < rb / SYMBOLS_PER_BLOB;
	return ra > rb;
}

/* Whether @left goes after @right, both of one rank. */
static bool operand_after(pseudo_t left, pseudo_t right, int rank)
{
	if (rank <= 1)
		return left->nr > right->nr;
	if (rank == 2)
		return left->sym != right->sym &&
		       symbol_after(left->sym, right->sym);
	return false;
}

/*
 * Rule: the operands of 'x op y' go in a canonical order (VOID, UNDEF,
 * results, then arguments, symbols, constants; older results and
 * arguments first, by number; local symbols before global ones, each in
 * declaration order) when op commutes or is a compare, which then turns
 * around; not a float operation.
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
	if (lrank < rrank ||
	    (lrank == rrank && !operand_after(left, right, lrank)))
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

/*
 * @insn goes just before the terminator of @bb.  A dead instruction
 * takes its place (packed away as the killed ones): the walk of its
 * block in simplify_instructions() goes on to the one after it, as
 * sparse's does.
 */
static void move_before_terminator(struct instruction *insn,
				   struct basic_block *bb)
{
	struct instruction *last = terminator(bb), *cur;
	struct instruction *hole = __alloc_instruction(0);

	hole->opcode = OP_BADOP;
	replace_ptr_list_entry(&insn->bb->insns, insn, hole, 1);
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
 * before that cbr.  As sparse, a select of $1 and $0 stays a select in
 * this visit: it becomes 'setne c, $0' in the next round's, and c, when
 * a compare, in the one after (its numbers show the two rounds: the
 * memory pass runs in each, making and dropping the phi sources of a
 * load it cannot rewrite).
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

/*
 * Rule: 'cbr (select c, $A, $B), T, F' is 'br T' when A and B are not
 * 0, 'br F' when both are, else 'cbr c' (T and F swapped when A is 0).
 */
static bool fold_branch_select(struct instruction *br)
{
	struct instruction *sel = live_def(br->cond);
	struct basic_block *tmp;
	pseudo_t a, b;

	if (!sel || sel->opcode != OP_SEL)
		return false;
	a = sel->src2;
	b = sel->src3;
	if (a->type != PSEUDO_VAL || b->type != PSEUDO_VAL)
		return false;
	if (!a->value == !b->value) {
		convert_to_jump(br, a->value ? br->bb_true : br->bb_false);
		return true;
	}
	if (!a->value) {
		tmp = br->bb_true;
		br->bb_true = br->bb_false;
		br->bb_false = tmp;
	}
	kill_use(&br->cond);
	use_pseudo(br, sel->src1, &br->cond);
	return true;
}

/*
 * Rule: 'cbr c, T, T' is 'br T', before any rule on c (as sparse: its
 * numbers show the load c was made of gone in the same round).
 */
static bool fold_branch_twin(struct instruction *br)
{
	if (br->bb_true != br->bb_false)
		return false;
	kill_use(&br->cond);
	br->opcode = OP_BR;
	br->bb_target = br->bb_true;
	join_twin_edges(br->bb, br->bb_target);
	return true;
}

/* Rule: 'cbr (sext|zext x)' is 'cbr x'. */
static bool fold_branch_shape(struct instruction *br)
{
	struct instruction *def = live_def(br->cond);

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
		/* as sparse: 'sub x, $c' made 'add' is this visit's rewrite */
		if (canonical_sub(insn))
			return true;
	}
	/* as sparse: 'x + 0', 'x & -1' and the like are x before any rule */
	if ((opcode_table[insn->opcode].flags & OPF_BINOP) &&
	    (value = fold_identity(insn))) {
		replace_with_pseudo(insn, value);
		return true;
	}
	if (simplify_bits(insn))
		return true;
	if (fold_zext_trunc(insn) || fold_range(insn) || fold_shl_lsr(insn))
		return true;
	/* as sparse: '(x op $a) op $b' made 'x op $c' is this visit's
	 * rewrite ('x + 0' then waits for the next pass) */
	if ((opcode_table[insn->opcode].flags & OPF_BINOP) &&
	    fold_associative(insn))
		return true;
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
		return fold_branch_twin(insn) || fold_branch(insn) ||
		       fold_branch_compare(insn) ||
		       fold_branch_shape(insn) || fold_branch_select(insn);
	if (insn->opcode == OP_SEL && (value = fold_select(insn))) {
		replace_with_pseudo(insn, value);
		return true;
	}
	if (insn->opcode == OP_SEL)
		return select_to_compare(insn);
	if (insn->opcode == OP_SWITCH)
		return fold_switch(insn);
	/* as sparse: a phi-node of one value goes before it would be
	 * made a select */
	if (insn->opcode == OP_PHI && !(value = fold_phi(insn)))
		return if_convert(insn) || changed;
	if (insn->opcode != OP_PHI)
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

	watch_dropped_uses();
	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (insn->bb && simplify_insn(insn))
				changed = true;
			kill_dropped_defs();
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	unwatch_dropped_uses();
	return changed;
}
