// SPDX-License-Identifier: MIT
/*
 * optimize.c — the pass pipeline: what happens to a function between
 * linearize.c and the checks, in order, in one function.
 *
 * Takes the entrypoint linearize_symbol() built and runs the passes of
 * flow.c, ssa.c, simplify.c and cse.c on it in place.  -fdump-ir shows
 * the IR at its points (the final IR is test-linearize's to show: in
 * sparse, -fdump-ir=final shows nothing), -fno-mem2reg and -fno-optim
 * switch passes off, -fverify-ir checks the IR's invariants after each
 * pass (flow.c's verify_ir()): a broken one is an internal bug, said
 * with the pass that broke it, and the process exits with status 2.
 */
#include <stdio.h>
#include <stdlib.h>

#include "flow.h"

/* The bound on the rounds of each loop below: no input loops for ever. */
#define MAX_ROUNDS	100

/* After @pass: the invariants, under -fverify-ir. */
static void verify(struct entrypoint *ep, const char *pass)
{
	const char *broken;

	/* after an error, the IR is what was made of it: as it comes */
	if (!fverify_ir || error_count || has_error ||
	    !(broken = verify_ir(ep)))
		return;
	fflush(stdout);
	fprintf(stderr, "internal error: IR of '%s' broken by %s: %s\n",
		show_ident(ep->name->ident), pass, broken);
	exit(2);
}

static void run(struct entrypoint *ep, void (*pass)(struct entrypoint *ep),
		const char *name)
{
	pass(ep);
	verify(ep, name);
}

/* A pass that says whether it changed anything: what it left as it
 * was, it did not break. */
static bool run_changed(struct entrypoint *ep,
			bool (*pass)(struct entrypoint *ep), const char *name)
{
	bool changed = pass(ep);

	if (changed)
		verify(ep, name);
	return changed;
}

/* As run_changed(); as sparse, which kills a result with its last use,
 * what lost its last use in @pass goes after it. */
static bool run_killing(struct entrypoint *ep,
			bool (*pass)(struct entrypoint *ep), const char *name)
{
	bool changed;

	watch_dropped_uses();
	changed = pass(ep);
	kill_dropped_defs();
	unwatch_dropped_uses();
	if (changed)
		verify(ep, name);
	return changed;
}

static void dump_ir(struct entrypoint *ep, unsigned long point)
{
	if (fdump_ir & point)
		show_entry(ep);
}

/* kill_unreachable_bbs() for run_killing(): what only the blocks that go
 * used goes with them (a load among them); verified as a change. */
static bool kill_unreachable(struct entrypoint *ep)
{
	kill_unreachable_bbs(ep);
	return true;
}

/* Fold, drop dead code and dead blocks, merge blocks, until stable. */
static void simplify_until_stable(struct entrypoint *ep)
{
	int outer, rounds;

	for (outer = 0; outer < MAX_ROUNDS; outer++) {
		/* as sparse: loads first, before what lost its users goes (a
		 * load may yet take the value of an unused one) */
		run_changed(ep, simplify_memops, "simplify_memops");
		/* as sparse: CSE's dominance is the blocks' as they are
		 * now, till they are packed (see freeze_cse_dominators()) */
		freeze_cse_dominators(ep);
		for (rounds = 0; rounds < MAX_ROUNDS; rounds++) {
			bool changed = false;

			run_changed(ep, remove_dead_insns, "remove_dead_insns");
			run(ep, pack_entry_insns, "pack_entry_insns");
			changed |= run_changed(ep, simplify_instructions,
					       "simplify_instructions");
			/* as sparse: the offsets folded in the simplify pass,
			 * then CSE, then the memory pass (its numbers show
			 * the order: the phi sources each round of the memory
			 * pass makes and drops for a load it cannot rewrite) */
			changed |= run_killing(ep, fold_memop_addresses,
					       "fold_memop_addresses");
			/* as sparse: the blocks a folded branch left
			 * unreachable go before CSE and the memory pass
			 * (what they hold reads or writes nothing more) */
			run_killing(ep, kill_unreachable, "kill_unreachable_bbs");
			changed |= run_changed(ep, cse_entry, "cse_entry");
			changed |= run_killing(ep, simplify_memops,
					       "simplify_memops");
			if (!changed)
				break;
			run_changed(ep, remove_dead_insns, "remove_dead_insns");
		}
		run_changed(ep, remove_dead_insns, "remove_dead_insns");
		thaw_cse_dominators(ep);
		/* as sparse: the blocks are packed once all else is stable */
		if (!run_changed(ep, pack_basic_blocks, "pack_basic_blocks"))
			break;
	}
	run(ep, pack_entry_insns, "pack_entry_insns");
}

/*
 * As sparse: the flow pass only when nothing else changes; the blocks
 * end in reverse postorder (as the oracle prints them: a threaded arm's
 * blocks after the block jumping there, a block that lost a parent to a
 * folded branch after the one left).
 */
static void simplify_until_flow_stable(struct entrypoint *ep)
{
	int rounds;

	for (rounds = 0; rounds < MAX_ROUNDS; rounds++) {
		simplify_until_stable(ep);
		if (!run_changed(ep, simplify_flow, "simplify_flow"))
			break;
		/* as sparse: the blocks it left unreachable go at once, with
		 * their phi sources, so the next round's simplify sees what
		 * a phi-node lost (one source left: its value, two: a select)
		 * and repeats; what it leaves is packed in the loop's own
		 * rounds (the memory pass then runs twice more) */
		run_killing(ep, kill_unreachable, "kill_unreachable_bbs");
		run_changed(ep, remove_dead_insns, "remove_dead_insns");
	}
	run(ep, order_blocks, "order_blocks");
}

void optimize(struct entrypoint *ep)
{
	dump_ir(ep, PASS_LINEARIZE);
	run(ep, kill_unreachable_bbs, "kill_unreachable_bbs");
	run(ep, simplify_cfg_early, "simplify_cfg_early");
	if (fmem2reg)
		run(ep, ssa_convert, "ssa_convert");
	else
		run(ep, order_blocks, "order_blocks");
	run(ep, pack_entry_insns, "pack_entry_insns");
	dump_ir(ep, PASS_MEM2REG);
	if (!foptim) {
		check_shift_counts(ep);
		return;
	}
	simplify_until_flow_stable(ep);
	/* as sparse: only the shifts and loads still live once simplified */
	check_shift_counts(ep);
	check_load_accesses(ep);
}
