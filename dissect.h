/* SPDX-License-Identifier: MIT */
/*
 * dissect.h — the indexer interface: each definition and each use of a
 * symbol or a struct member, with its position and how it is used.
 *
 * dissect() parses each file (no evaluation: the trees as written) and
 * walks them, calling the reporter's four callbacks in the order of the
 * source.  A use's mode says what is done, in three pairs of bits: to
 * the object's address (AOF: &x, an array or function decaying), to its
 * value (VAL), and to what it points to (PTR), each read (R) and/or
 * written (W).  A tool prints them as sparse's test-dissect does:
 * "-w-" for x = 1, "--r" for *p or a call, "m--" for &x stored where it
 * may be written through, "---" in sizeof.
 */
#ifndef DISSECT_H
#define DISSECT_H

#include <stdbool.h>

#include "lib.h"
#include "symbol.h"

#ifdef __cplusplus
extern "C" {
#endif

#define U_SHIFT		8		/* from one pair of bits to the next */

#define U_R_AOF		0x01		/* its address read */
#define U_W_AOF		0x02		/* its address kept where written */
#define U_R_VAL		(U_R_AOF << U_SHIFT)	/* its value read */
#define U_W_VAL		(U_W_AOF << U_SHIFT)	/* its value written */
#define U_R_PTR		(U_R_VAL << U_SHIFT)	/* read through it */
#define U_W_PTR		(U_W_VAL << U_SHIFT)	/* written through it */

#define U_MASK		(U_R_AOF | U_W_AOF)	/* one pair */
#define U_AOF		(U_MASK)
#define U_VAL		(U_MASK << U_SHIFT)
#define U_PTR		(U_MASK << (2 * U_SHIFT))

/*
 * What dissect() calls.  @sym of r_memdef() and r_member() is the struct
 * or union (an anonymous one named after where it is: "outer:inner",
 * ":var"); @mem NULL in r_member() is the whole of it (a struct
 * assignment writes "s.*").  Any callback may be NULL.
 */
struct reporter {
	void (*r_symdef)(struct symbol *sym);
	void (*r_memdef)(struct symbol *sym, struct symbol *mem);
	void (*r_symbol)(unsigned mode, struct position *pos,
			 struct symbol *sym);
	void (*r_member)(unsigned mode, struct position *pos,
			 struct symbol *sym, struct symbol *mem);
};

/* The function (or initialized object) being walked, NULL at file scope. */
extern struct symbol *dissect_ctx;

/* Parse each file of @filelist and report what it defines and uses. */
void dissect(struct reporter *reporter, struct string_list *filelist);

/*
 * Is @sym local to a function: an object or parameter of a function's,
 * or a struct or union declared in a function's body?
 */
bool sym_is_local(struct symbol *sym);

#ifdef __cplusplus
}
#endif

#endif
