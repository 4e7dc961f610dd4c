/* SPDX-License-Identifier: MIT */
/*
 * check-lock.h — the per-lock context check of -Wcontext-lock.
 *
 * check_lock() reports; find_lock_sets() ... free_lock_sets() keep the
 * set of locks each block is entered with in bb->priv meanwhile, for a
 * tool that shows them (lock_set_text()).
 */
#ifndef CHECK_LOCK_H
#define CHECK_LOCK_H

#include <stdbool.h>

struct basic_block;
struct entrypoint;

/* The checks of one function: "context imbalance in 'f' - lock ...". */
void check_lock(struct entrypoint *ep);
/* The walk alone: each reached block's entry set, reported if @report. */
void find_lock_sets(struct entrypoint *ep, bool report);
/* "a:1 b:2" (lock:count), "" none held, NULL not reached; static. */
const char *lock_set_text(struct basic_block *bb);
void free_lock_sets(struct entrypoint *ep);

#endif
