/* SPDX-License-Identifier: MIT */
/*
 * flow.h — the control-flow passes (flow.c), the pass pipeline
 * (optimize.c) and the IR verifier.
 *
 * Each pass takes an entrypoint and rewrites it in place; optimize()
 * runs them in order.  A pass that walks blocks marks them with
 * ++bb_generation: one counter for every walk, so that no two walks'
 * marks can meet.
 */
#ifndef FLOW_H
#define FLOW_H

#include "linearize.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The last mark a block walk took; the next takes ++bb_generation. */
extern unsigned long bb_generation;

// flow.c: blocks and edges
/* The last live instruction of @bb: its terminator once it is built. */
struct instruction *terminator(struct basic_block *bb);
/* ptr_list_size(list) == 1, without walking a long list. */
bool has_one_entry(struct basic_block_list *list);
/* @bb's instructions killed, its edges cut. */
void kill_bb(struct basic_block *bb);
/* Blocks the entry cannot reach are killed, with their phi sources. */
void kill_unreachable_bbs(struct entrypoint *ep);
/* Before SSA: bypass blocks that only jump on, merge single-parent
 * blocks, in postorder, in one walk. */
void simplify_cfg_early(struct entrypoint *ep);
/* After simplifications, as sparse packs them: first to last, empty
 * blocks bypassed, single-parent blocks merged into the parent. */
bool pack_basic_blocks(struct entrypoint *ep);
/*
 * @bb's 'cbr c, T, T' became 'br T': the edge stays, once; as sparse,
 * when @target had @bb as a parent twice, the phi sources of the first
 * edge go.
 */
void join_twin_edges(struct basic_block *bb, struct basic_block *target);
/* In @bb's terminator and children, jumps to @old go to @new_bb. */
void retarget_branch(struct basic_block *bb, struct basic_block *old,
		     struct basic_block *new_bb);
/* The cbr or switch @br becomes 'br @target'; the other edges go. */
void convert_to_jump(struct instruction *br, struct basic_block *target);
/* Branches threaded through phi-nodes of known truths and past branches
 * on the same condition (sparse's flow pass); whether any moved. */
bool simplify_flow(struct entrypoint *ep);

// flow.c: dead code
bool has_side_effects(struct instruction *insn);
/* Kill what has no side effect and no user; whether any was. */
bool remove_dead_insns(struct entrypoint *ep);
/* Drop the killed instructions from the blocks' lists. */
void pack_entry_insns(struct entrypoint *ep);

// flow.c: block orders and dominators
/* ep->bbs in reverse postorder (children walked last first). */
void order_blocks(struct entrypoint *ep);
/* The blocks @entry reaches, after all they lead to; marks them @mark. */
void postorder_blocks(struct basic_block *entry,
		      struct basic_block_list **list, unsigned long mark);
/*
 * The immediate dominators of the @nr blocks @bbs, in reverse postorder
 * (entry first): idom[i] the index of bbs[i]'s, idom[0] = 0.  @index
 * gives a block's index, negative for one not among them.
 */
void find_idoms(struct basic_block **bbs, int nr, int *idom,
		int (*index)(const struct basic_block *bb, const void *data),
		const void *data);

// flow.c: the IR verifier
/*
 * The invariants of @ep's IR: each block ends in one terminator with
 * nothing after it, parents and children agree with the terminators, a
 * phi-node's sources are live phi sources, a definition dominates its uses,
 * the users lists hold every use, nothing refers to a dead block.  NULL
 * when they hold, else the first broken one, as a phrase.
 */
const char *verify_ir(struct entrypoint *ep);
/* verify_ir() said on stderr, naming the function; 0 when it holds. */
int vrfy_flow(struct entrypoint *ep);

// ssa.c
/* Locals whose address is not taken become pseudos and phi-nodes;
 * ep->bbs in reverse postorder. */
void ssa_convert(struct entrypoint *ep);

// simplify.c
/* One round of instruction folds; whether any changed. */
bool simplify_instructions(struct entrypoint *ep);

// memops.c
/* One round of load and store rewrites; whether any changed. */
bool simplify_memops(struct entrypoint *ep);
/* Constant offsets of addresses folded into the loads and stores. */
bool fold_memop_addresses(struct entrypoint *ep);

// simplify-bits.c
/* The rewrites of masks, shifts and casts on @insn; whether any did. */
bool simplify_bits(struct instruction *insn);
// simplify-arith.c
/* @insn's arithmetic rewritten as sparse does; whether it was. */
bool simplify_arith(struct instruction *insn);
// simplify-compare.c
/* A compare's rewrites, and its users' (simplify.c's round); whether
 * @insn changed. */
bool simplify_compare(struct instruction *insn);

// cse.c
/* Common subexpressions: the same computation twice, the second goes. */
bool cse_entry(struct entrypoint *ep);
/* The dominator tree cse_entry() asks, the blocks' as they are now,
 * till thawed (ep->cse_dominators). */
void freeze_cse_dominators(struct entrypoint *ep);
void thaw_cse_dominators(struct entrypoint *ep);

// check-insn.c
/* "shift too big", "shift count is negative": the live constant shifts. */
void check_shift_counts(struct entrypoint *ep);

// optimize.c
/* The passes after linearization, in order (-fdump-ir points included). */
void optimize(struct entrypoint *ep);

// flow-helpers.c: sparse's edits and queries for tools
/*
 * The use at @usep leaves its pseudo's users list (*@usep stays); the
 * pseudo's definition, left without a live user, is killed as
 * kill_insn(def, 0) kills.
 */
void remove_use(pseudo_t *usep);
/* Whether @pseudo is a result some live instruction still uses. */
bool has_live_user(pseudo_t pseudo);
/* The definitions of the pseudos watch_dropped_uses() noted, left
 * without a live user, killed as remove_use() kills them. */
void kill_dropped_defs(void);
/*
 * @insn killed (kill_instruction()), unless it has an effect besides its
 * value (a store, an asm, a context, a volatile load, a call of a function
 * not pure) and @force is 0; the definitions of its operands left without
 * a live user go too.  The entry is never killed.  1 if it was killed.
 */
int kill_insn(struct instruction *insn, int force);
static inline int kill_instruction_force(struct instruction *insn)
{
	return kill_insn(insn, 1);
}
/* Each live use of @insn's result now uses @src; @insn stays. */
void convert_instruction_target(struct instruction *insn, pseudo_t src);
/*
 * What the load or store @insn learns from @dom, an instruction before
 * it: 1 @dom is an access of the same bytes (a store's value, or a load's,
 * is what @insn reads), 0 @dom cannot touch them, -1 it may (a call, an
 * asm, the entry, a store through another pointer or overlapping them).
 * @local: @insn's address is a local no pointer reaches, which only
 * accesses of that address touch.
 */
int dominates(struct instruction *insn, struct instruction *dom, int local);
/*
 * Whether the load or store @insn of a symbol falls outside it: then
 * "invalid access past the end of 'a' (12 8)" (or "below"), once per
 * instruction (offset and size in bytes).
 */
int check_access(struct instruction *insn);
/* check_access() on each live load of @ep (optimize() does, at its end). */
void check_load_accesses(struct entrypoint *ep);
/* Whether @pseudo is an entry of @list. */
int pseudo_in_list(struct pseudo_list *list, pseudo_t pseudo);
/*
 * The pseudos @insn reads, appended to @list in operand order (a store's
 * value first; constants and symbols too): those whose uses
 * kill_instruction() drops.
 */
void insn_operands(struct instruction *insn, struct pseudo_list **list);

// liveness.c
/*
 * Each block's needs (the pseudos live as it starts: %rN, %phiN, %argN
 * it or a block after it reads before defining) and defines (those it
 * defines that a child needs), in first-seen order; a phi-node's sources
 * are read in its block.  The lists are remade from scratch.
 */
void track_pseudo_liveness(struct entrypoint *ep);
/* Every block's needs and defines emptied. */
void clear_liveness(struct entrypoint *ep);

#ifdef __cplusplus
}
#endif

#endif
