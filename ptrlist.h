/* SPDX-License-Identifier: MIT */
/*
 * ptrlist.h — lists of pointers: a ring of nodes, each a small array.
 *
 * A list is a handle `struct foo_list *` pointing at its first node, NULL
 * for the empty list.  A node holds up to LIST_NODE_NR entries; the nodes
 * are doubly linked in a ring (the first node's prev is the last node), so
 * appending is O(1) and a walk may go either way.
 * DECLARE_PTR_LIST(foo_list, struct foo) declares a typed handle: the macros
 * below refuse to compile when what goes into a foo_list, or is read out of
 * it, is not a struct foo * (void * is let through both ways).
 *
 * Nodes come from the ptr_list allocator (allocate.h), or from the IR's own
 * pools while use_ir_ptr_lists() is on (where add_ptr_list_small() makes
 * a first node of SMALL_NODE_NR entries), and touch nothing else.
 *
 * Where entries live: an entry keeps its slot (the address add_ptr_list()
 * and THIS_ADDRESS() give) until its own node is edited: a deletion shifts
 * the later entries of that node down by one, INSERT_CURRENT shifts them up
 * or splits a full node, sort_list() rewrites every slot.  DELETE_CURRENT_PTR
 * and delete_ptr_list_entry() never unlink a node: an emptied node (nr == 0)
 * stays in the ring, is skipped by every walk, and is freed by
 * pack_ptr_list(), which moves no entry.  Only delete_ptr_list_last() and
 * undo_ptr_list_last() free the empty nodes at the tail as they go.
 *
 * While a loop walks a list, change that list only through that loop's own
 * DELETE_CURRENT_PTR, REPLACE_CURRENT_PTR, INSERT_CURRENT, or add_ptr_list()
 * (a forward loop also visits what is appended while it runs).  Other loops
 * on the same list at the same time may skip or repeat entries of the node
 * that was edited.
 */
#ifndef PTRLIST_H
#define PTRLIST_H

#include <stdbool.h>
#include <stddef.h>

#include "allocate.h"

#ifdef __cplusplus
extern "C" {
#endif

/* 13 entries make a 128-byte node on LP64 (and 64 bytes on ILP32). */
#define LIST_NODE_NR 13
/*
 * The first node of some IR lists (add_ptr_list_small()) has room for 3
 * (48 bytes): a phi source's users and phi users are mostly one, and a
 * big function has hundreds of thousands of them.
 */
#define SMALL_NODE_NR 3

struct ptr_list_node {
	int nr;				/* entries in use: list[0 .. nr) */
	int room;			/* entries it can hold: list[0 .. room) */
	struct ptr_list_node *prev;	/* ring: the first node's is the last */
	struct ptr_list_node *next;	/* ring: the last node's is the first */
	void *list[LIST_NODE_NR];	/* only room of them allocated */
};

/*
 * struct listname is a node, seen through a type that remembers its entry
 * type: entry_type is never stored, only looked at by __typeof__.  The node
 * is its first member, so converting between the two pointers is exact.
 */
#define DECLARE_PTR_LIST(listname, type)				\
	struct listname {						\
		union {							\
			struct ptr_list_node node;			\
			type *entry_type;				\
		};							\
	}

/* The generic list (any pointer) and the lists every phase shares. */
DECLARE_PTR_LIST(ptr_list, void);
DECLARE_PTR_LIST(string_list, char);

struct ident;
struct symbol;
struct expression;
struct statement;
struct basic_block;
struct instruction;
struct pseudo;

DECLARE_PTR_LIST(ident_list, struct ident);
DECLARE_PTR_LIST(symbol_list, struct symbol);
DECLARE_PTR_LIST(expression_list, struct expression);
DECLARE_PTR_LIST(statement_list, struct statement);
DECLARE_PTR_LIST(basic_block_list, struct basic_block);
DECLARE_PTR_LIST(instruction_list, struct instruction);
DECLARE_PTR_LIST(pseudo_list, struct pseudo);

/* Nodes of every list: struct ptr_list has the size of a node. */
DECLARE_ALLOCATOR(ptr_list);
extern struct allocator ptr_list_allocator;
struct ptr_list *__alloc_ptr_list(size_t extra);
void __free_ptr_list(struct ptr_list *entry);
void clear_ptr_list_alloc(void);
void protect_ptr_list_alloc(void);
void show_ptr_list_alloc(void);

/*
 * The nodes of the IR's lists, a pool cleared with the IR after each
 * function (linearize.h: free_entrypoint_memory()).  use_ir_ptr_lists(true)
 * makes every new node come from it, and every freed node go to it, until
 * use_ir_ptr_lists(false): while it is on, a list that outlives the IR
 * (the trees', the identifiers') must not grow.
 */
extern struct allocator ir_ptr_list_allocator;
extern struct allocator ir_small_ptr_list_allocator;	/* first nodes */
void use_ir_ptr_lists(bool on);
void clear_ir_ptr_lists(void);

/*
 * Type checks, all at compile time.  PTR_LIST_NODE() also refuses anything
 * that is not a list handle (it has no member node).
 */
#define PTR_LIST_ENTRY_TYPE(list) __typeof__((list)->entry_type)
#define PTR_LIST_NODE(list)						\
	((void)sizeof((list)->node), (struct ptr_list_node *)(list))
#ifdef __cplusplus
/* C++ has neither: the same checks, spelled its way */
#define PTR_LIST_SAME_TYPE(a, b) __is_same(a, b)
#define _Static_assert static_assert
#else
#define PTR_LIST_SAME_TYPE(a, b) __builtin_types_compatible_p(a, b)
#endif

/* A value of type @type may be stored in @list. */
#define PTR_LIST_TAKES(list, type)					\
	(PTR_LIST_SAME_TYPE(PTR_LIST_ENTRY_TYPE(list), type) ||		\
	 PTR_LIST_SAME_TYPE(PTR_LIST_ENTRY_TYPE(list), void *) ||	\
	 PTR_LIST_SAME_TYPE(type, void *))

/* An entry of @list may be read into a variable of type @type. */
#define PTR_LIST_GIVES(list, type)					\
	(PTR_LIST_TAKES(list, type) ||					\
	 PTR_LIST_SAME_TYPE(type,					\
			    const __typeof__(*(list)->entry_type) *))

/* The type of @value after array-to-pointer conversion. */
#define PTR_LIST_VALUE_TYPE(value) __typeof__(1 ? (value) : (value))

#define PTR_LIST_CHECK_ENTRY(list, value)				\
	_Static_assert(PTR_LIST_TAKES(list, PTR_LIST_VALUE_TYPE(value)),\
		       "entry of the wrong type for this list")
#define PTR_LIST_CHECK_VAR(list, var)					\
	_Static_assert(PTR_LIST_GIVES(list, __typeof__(var)),		\
		       "variable of the wrong type for this list")
#define PTR_LIST_CHECK_LISTS(dst, src)					\
	_Static_assert(PTR_LIST_TAKES(dst, PTR_LIST_ENTRY_TYPE(src)),	\
		       "lists of different entry types")

/*
 * A position in a list, for the loop macros.  nr is the index of the
 * current entry in node; node is NULL once the walk is over.
 */
struct ptr_list_iter {
	struct ptr_list_node *head;	/* first node of the list */
	struct ptr_list_node *node;	/* node of the current entry */
	int nr;				/* index of the current entry */
	bool reverse;			/* walking from the last entry */
};

static inline struct ptr_list_iter
ptr_list_iter_first(struct ptr_list_node *head)
{
	struct ptr_list_iter it = { head, head, -1, false };

	return it;
}

static inline struct ptr_list_iter
ptr_list_iter_last(struct ptr_list_node *head)
{
	struct ptr_list_iter it = { head, NULL, 0, true };

	if (head) {
		it.node = head->prev;
		it.nr = it.node->nr;
	}
	return it;
}

/* Step to the next entry, skipping empty nodes; false at the end. */
static inline bool
ptr_list_iter_next(struct ptr_list_iter *it)
{
	struct ptr_list_node *node = it->node;

	if (!node)
		return false;
	if (++it->nr < node->nr)
		return true;
	do {
		node = node->next;
		if (node == it->head) {
			it->node = NULL;
			return false;
		}
	} while (!node->nr);
	it->node = node;
	it->nr = 0;
	return true;
}

/* Step to the previous entry, skipping empty nodes; false at the start. */
static inline bool
ptr_list_iter_prev(struct ptr_list_iter *it)
{
	struct ptr_list_node *node = it->node;

	if (!node)
		return false;
	if (--it->nr >= 0)
		return true;
	do {
		if (node == it->head) {
			it->node = NULL;
			return false;
		}
		node = node->prev;
	} while (!node->nr);
	it->node = node;
	it->nr = node->nr - 1;
	return true;
}

#define PTR_LIST_ITER_SLOT(it) ((it).node->list[(it).nr])

/*
 * Remove the current entry; the walk goes on with the entry after it (or
 * before it, walking in reverse).  Only the current node changes.
 */
void ptr_list_iter_delete(struct ptr_list_iter *it);

/*
 * Put @ptr just before the current entry.  The walk goes on as if it had
 * not happened: it does not visit @ptr, in either direction.  A full node
 * is split in two; the current entry may move to the new half.
 */
void ptr_list_iter_insert(struct ptr_list_iter *it, void *ptr);

/*
 * FOR_EACH_PTR(list, var) { ... } END_FOR_EACH_PTR(var);
 * sets var to each entry of list in turn; break and continue work as in
 * any loop.  The only name it declares is __iter##var, so loops over
 * different variables nest, also over the same list.
 */
#define FOR_EACH_PTR(list, var)						\
	do {								\
		struct ptr_list_iter __iter##var =			\
			ptr_list_iter_first(PTR_LIST_NODE(list));	\
		PTR_LIST_CHECK_VAR(list, var);				\
		while (ptr_list_iter_next(&__iter##var)) {		\
			var = (__typeof__(var))PTR_LIST_ITER_SLOT(__iter##var);

#define END_FOR_EACH_PTR(var)						\
		}							\
		(void)__iter##var;					\
	} while (0)

#define FOR_EACH_PTR_REVERSE(list, var)					\
	do {								\
		struct ptr_list_iter __iter##var =			\
			ptr_list_iter_last(PTR_LIST_NODE(list));	\
		PTR_LIST_CHECK_VAR(list, var);				\
		while (ptr_list_iter_prev(&__iter##var)) {		\
			var = (__typeof__(var))PTR_LIST_ITER_SLOT(__iter##var);

#define END_FOR_EACH_PTR_REVERSE(var) END_FOR_EACH_PTR(var)

/*
 * Inside a loop over var: walk backwards from the entry before var's
 * current one, setting newvar; close with END_FOR_EACH_PTR_REVERSE(newvar).
 * Not after DELETE_CURRENT_PTR(var) in the same step: there is no current
 * entry to start from.
 */
#define RECURSE_PTR_REVERSE(var, newvar)				\
	do {								\
		struct ptr_list_iter __iter##newvar = __iter##var;	\
		_Static_assert(PTR_LIST_SAME_TYPE(__typeof__(var),	\
						  __typeof__(newvar)),	\
			       "variables of different types");		\
		__iter##newvar.reverse = true;				\
		while (ptr_list_iter_prev(&__iter##newvar)) {		\
			newvar = (__typeof__(newvar))				\
				PTR_LIST_ITER_SLOT(__iter##newvar);

/* Inside a loop over var: its slot, valid until its node is edited. */
#define THIS_ADDRESS(var)						\
	((__typeof__(var) *)&PTR_LIST_ITER_SLOT(__iter##var))

/* Inside a loop over var; var itself keeps its value. */
#define REPLACE_CURRENT_PTR(var, new)					\
	do {								\
		_Static_assert(PTR_LIST_SAME_TYPE(__typeof__(var),	\
				PTR_LIST_VALUE_TYPE(new)) ||		\
			PTR_LIST_SAME_TYPE(PTR_LIST_VALUE_TYPE(new),	\
					   void *),			\
			"replacement of the wrong type");		\
		PTR_LIST_ITER_SLOT(__iter##var) = (new);		\
	} while (0)

/*
 * Inside a loop over var: see ptr_list_iter_delete().  Afterwards var
 * still holds the deleted entry, but THIS_ADDRESS, REPLACE_CURRENT_PTR and
 * INSERT_CURRENT have no current entry until the next step.
 */
#define DELETE_CURRENT_PTR(var) ptr_list_iter_delete(&__iter##var)

/*
 * Inside a loop over var: see ptr_list_iter_insert().  Walking in reverse,
 * there is no current entry afterwards until the next step.
 */
#define INSERT_CURRENT(new, var)					\
	do {								\
		_Static_assert(PTR_LIST_SAME_TYPE(__typeof__(var),	\
				PTR_LIST_VALUE_TYPE(new)) ||		\
			PTR_LIST_SAME_TYPE(PTR_LIST_VALUE_TYPE(new),	\
					   void *),			\
			"insertion of the wrong type");			\
		ptr_list_iter_insert(&__iter##var, (new));		\
	} while (0)

/*
 * Walk two (or more) lists side by side:
 *	PREPARE_PTR_LIST(a, x);
 *	PREPARE_PTR_LIST(b, y);
 *	while (x && y) {
 *		...;
 *		NEXT_PTR_LIST(x);
 *		NEXT_PTR_LIST(y);
 *	}
 *	FINISH_PTR_LIST(y);
 *	FINISH_PTR_LIST(x);
 * var is NULL past the end (and at a NULL entry).
 */
#define PREPARE_PTR_LIST(list, var)					\
	do {								\
		struct ptr_list_iter __iter##var =			\
			ptr_list_iter_first(PTR_LIST_NODE(list));	\
		PTR_LIST_CHECK_VAR(list, var);				\
		NEXT_PTR_LIST(var)

#define NEXT_PTR_LIST(var)						\
		var = (__typeof__(var))(ptr_list_iter_next(&__iter##var) ? \
			PTR_LIST_ITER_SLOT(__iter##var) : NULL)

#define FINISH_PTR_LIST(var)						\
		(void)__iter##var;					\
	} while (0)

/*
 * The functions behind the list macros, on nodes.  A macro taking a
 * `struct foo_list **` hands its function a node pointer and stores the
 * new first node back: no list is ever written through a pointer of
 * another type.
 */
void **__add_ptr_list(struct ptr_list_node **headp, void *ptr);
void **__add_ptr_list_small(struct ptr_list_node **headp, void *ptr);
void __copy_ptr_list(struct ptr_list_node **headp,
		     const struct ptr_list_node *src);
int __ptr_list_size(const struct ptr_list_node *head);
bool __ptr_list_empty(const struct ptr_list_node *head);
bool __ptr_list_multiple(const struct ptr_list_node *head);
void *__first_ptr_list(const struct ptr_list_node *head);
void *__last_ptr_list(const struct ptr_list_node *head);
void *__ptr_list_nth_entry(const struct ptr_list_node *head, int idx);
bool __lookup_ptr_list_entry(const struct ptr_list_node *head,
			     const void *entry);
int __linearize_ptr_list(const struct ptr_list_node *head, void **array,
			 int max);
void *__delete_ptr_list_last(struct ptr_list_node **headp);
int __delete_ptr_list_entry(struct ptr_list_node *head, const void *entry,
			    int count);
int __replace_ptr_list_entry(struct ptr_list_node *head, const void *old,
			     void *replacement, int count);
void __pack_ptr_list(struct ptr_list_node **headp);
void __sort_list(struct ptr_list_node **headp,
		 int (*cmp)(const void *, const void *));
/* Not __free_ptr_list: that name frees one node, from ALLOCATOR(). */
void __free_ptr_list_nodes(struct ptr_list_node **headp);

/* fn(&first node of *listp, ...), then store the first node back. */
#define PTR_LIST_UPDATE(listp, fn, ...)					\
	({								\
		__typeof__(listp) __update_listp = (listp);		\
		struct ptr_list_node *__update_head =			\
			PTR_LIST_NODE(*__update_listp);			\
		fn(&__update_head, ##__VA_ARGS__);			\
		*__update_listp =					\
			(__typeof__(*__update_listp))__update_head;	\
		(void)0;						\
	})

/* Append @ptr to *@listp with fn (__add_ptr_list...); its slot, typed. */
#define PTR_LIST_ADD(listp, ptr, fn)					\
	({								\
		__typeof__(listp) __add_listp = (listp);		\
		struct ptr_list_node *__add_head =			\
			PTR_LIST_NODE(*__add_listp);			\
		void **__add_slot;					\
		PTR_LIST_CHECK_ENTRY(*__add_listp, ptr);		\
		__add_slot = fn(&__add_head, (ptr));			\
		*__add_listp = (__typeof__(*__add_listp))__add_head;	\
		(PTR_LIST_ENTRY_TYPE(*__add_listp) *)__add_slot;	\
	})

/* Append @ptr to *@listp in O(1); returns its slot, typed. */
#define add_ptr_list(listp, ptr) PTR_LIST_ADD(listp, ptr, __add_ptr_list)

/*
 * The same, but an empty IR list gets a first node of SMALL_NODE_NR
 * entries: for the lists that mostly hold one (a phi source's users).
 * Where entries sit in nodes decides what a walk skips when another
 * edits its node: only lists no walk edits so should start small.
 */
#define add_ptr_list_small(listp, ptr)					\
	PTR_LIST_ADD(listp, ptr, __add_ptr_list_small)

/* Append a copy of the entries of @src to *@listp (src may be *listp). */
#define copy_ptr_list(listp, src)					\
	({								\
		PTR_LIST_CHECK_LISTS(*(listp), src);			\
		PTR_LIST_UPDATE(listp, __copy_ptr_list,			\
				PTR_LIST_NODE(src));			\
	})

/* Append a copy of the entries of @a to *@bp: copy_ptr_list(bp, a). */
#define concat_ptr_list(a, bp) copy_ptr_list(bp, a)

/* Entries in @list: O(nodes). */
#define ptr_list_size(list) __ptr_list_size(PTR_LIST_NODE(list))

/* @list has no entry / more than one. */
#define ptr_list_empty(list) __ptr_list_empty(PTR_LIST_NODE(list))
#define ptr_list_multiple(list) __ptr_list_multiple(PTR_LIST_NODE(list))

/* The first / last / idx-th (from 0) entry of @list, NULL if none. */
#define first_ptr_list(list)						\
	((PTR_LIST_ENTRY_TYPE(list))__first_ptr_list(PTR_LIST_NODE(list)))
#define last_ptr_list(list)						\
	((PTR_LIST_ENTRY_TYPE(list))__last_ptr_list(PTR_LIST_NODE(list)))
#define ptr_list_nth_entry(list, idx)					\
	((PTR_LIST_ENTRY_TYPE(list))					\
	 __ptr_list_nth_entry(PTR_LIST_NODE(list), (idx)))

/* @entry is in @list. */
#define lookup_ptr_list_entry(list, entry)				\
	__lookup_ptr_list_entry(PTR_LIST_NODE(list), (entry))

/*
 * Copy the first entries of @list, at most @max, into @array (of the
 * entry type, or void *); returns how many.
 */
#define linearize_ptr_list(list, array, max)				\
	({								\
		_Static_assert(PTR_LIST_GIVES(list,			\
					      __typeof__((array)[0])),	\
			       "array of the wrong type for a list");	\
		__linearize_ptr_list(PTR_LIST_NODE(list),		\
				     (void **)(array), (max));		\
	})

/* Remove and return the last entry of *@listp (NULL if none). */
#define delete_ptr_list_last(listp)					\
	({								\
		__typeof__(listp) __last_listp = (listp);		\
		struct ptr_list_node *__last_head =			\
			PTR_LIST_NODE(*__last_listp);			\
		void *__last_entry = __delete_ptr_list_last(&__last_head); \
		*__last_listp = (__typeof__(*__last_listp))__last_head;	\
		(PTR_LIST_ENTRY_TYPE(*__last_listp))__last_entry;	\
	})

/* Take back the last add_ptr_list(): remove the last entry. */
#define undo_ptr_list_last(listp) ((void)delete_ptr_list_last(listp))

/*
 * Delete the first @count entries equal to @entry (all of them when
 * @count < 0); returns how many.  Emptied nodes wait for pack_ptr_list().
 */
#define delete_ptr_list_entry(listp, entry, count)			\
	({								\
		PTR_LIST_CHECK_ENTRY(*(listp), entry);			\
		__delete_ptr_list_entry(PTR_LIST_NODE(*(listp)),	\
					(entry), (count));		\
	})

/* Replace the first @count (all if < 0) @old by @new; returns how many. */
#define replace_ptr_list_entry(listp, old, new, count)			\
	({								\
		PTR_LIST_CHECK_ENTRY(*(listp), old);			\
		PTR_LIST_CHECK_ENTRY(*(listp), new);			\
		__replace_ptr_list_entry(PTR_LIST_NODE(*(listp)),	\
					 (old), (new), (count));	\
	})

/* Free the emptied nodes of *@listp (NULL when none is left). */
#define pack_ptr_list(listp) PTR_LIST_UPDATE(listp, __pack_ptr_list)

/*
 * Stable sort of *@listp in O(n log n); @cmp(a, b) gets two entries and
 * returns < 0, 0 or > 0 as for qsort().
 */
#define sort_list(listp, cmp) PTR_LIST_UPDATE(listp, __sort_list, (cmp))

/* Give every node of *@listp back to the allocator; *@listp = NULL. */
#define free_ptr_list(listp) PTR_LIST_UPDATE(listp, __free_ptr_list_nodes)

/*
 * The same names as functions, for tools written for sparse's library
 * (a function pointer, or a call in parentheses, reaches them; a plain
 * call takes the typed macro above), on the generic list.
 */
int (ptr_list_size)(struct ptr_list *list);
void *(first_ptr_list)(struct ptr_list *list);
void *(last_ptr_list)(struct ptr_list *list);
void (concat_ptr_list)(struct ptr_list *a, struct ptr_list **b);
void (sort_list)(struct ptr_list **list,
		 int (*cmp)(const void *, const void *));
void (pack_ptr_list)(struct ptr_list **list);
int (linearize_ptr_list)(struct ptr_list *list, void **array, int max);

/*
 * A pointer with its low bits (at most 3: entries are 4-byte aligned)
 * set to @tag appended to *@list; PTR_UNTAG() and PTR_TAG() take the
 * entry apart again.
 */
void **__add_ptr_list_tag(struct ptr_list **list, void *ptr,
			  unsigned long tag);
#define PTR_TAG_MASK		3UL
#define PTR_TAG(p)		((unsigned long)(p) & PTR_TAG_MASK)
#define PTR_UNTAG(p)		((void *)((unsigned long)(p) & ~PTR_TAG_MASK))
#define add_ptr_list_tag(listp, ptr, tag)				\
	__add_ptr_list_tag((struct ptr_list **)(listp), (ptr), (tag))

#ifdef __cplusplus
}
#endif

#endif
