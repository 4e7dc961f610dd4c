// SPDX-License-Identifier: MIT
/*
 * ptrlist.c — the pointer-list operations too big to inline.
 *
 * Takes the first node of a list (the macros of ptrlist.h pass it, typed
 * lists and all), gives back entries, counts and new first nodes.  Touches
 * only the lists it is handed and the node pools: ptr_list, and
 * ir_ptr_list while the IR is built and checked (use_ir_ptr_lists()).
 */
#include <stddef.h>
#include <string.h>

#include "allocate.h"
#include "lib.h"
#include "ptrlist.h"

ALLOCATOR(ptr_list, "ptr list");

/* The count field pads to a pointer: a node is 16 pointers on LP64. */
_Static_assert(sizeof(struct ptr_list_node) ==
	       (3 + LIST_NODE_NR) * sizeof(void *), "unexpected node padding");
_Static_assert(sizeof(struct ptr_list) == sizeof(struct ptr_list_node),
	       "a typed list is just a node");

/* The nodes of the IR's lists: cleared with the IR (linearize.h). */
struct allocator ir_ptr_list_allocator = {
	.name = "IR ptr list",
	.size = sizeof(struct ptr_list),
	.alignment = _Alignof(struct ptr_list),
};

/* The first nodes of the IR's lists, SMALL_NODE_NR entries each. */
struct allocator ir_small_ptr_list_allocator = {
	.name = "IR small ptr list",
	.size = offsetof(struct ptr_list_node, list) +
		SMALL_NODE_NR * sizeof(void *),
	.alignment = _Alignof(struct ptr_list),
};

/* Where new nodes come from and freed ones go: see use_ir_ptr_lists(). */
static struct allocator *node_pool = &ptr_list_allocator;

void use_ir_ptr_lists(bool on)
{
	node_pool = on ? &ir_ptr_list_allocator : &ptr_list_allocator;
}

void clear_ir_ptr_lists(void)
{
	clear_allocator(&ir_ptr_list_allocator);
	clear_allocator(&ir_small_ptr_list_allocator);
}

/* A node for @nr entries: a small one only as an IR list's first. */
static struct ptr_list_node *new_node(int nr)
{
	struct ptr_list_node *node;

	if (nr <= SMALL_NODE_NR && node_pool == &ir_ptr_list_allocator) {
		node = allocate_fixed(&ir_small_ptr_list_allocator,
				      ir_small_ptr_list_allocator.size);
		node->room = SMALL_NODE_NR;
		return node;
	}
	node = &((struct ptr_list *)allocate_fixed(node_pool,
					sizeof(struct ptr_list)))->node;
	node->room = LIST_NODE_NR;
	return node;
}

/* Small nodes exist only in the IR's pool: they go back there. */
static void free_node(struct ptr_list_node *node)
{
	if (node->room < LIST_NODE_NR)
		free_one_entry(&ir_small_ptr_list_allocator, node);
	else
		free_one_entry(node_pool, node);
}

/* Link @node into the ring after @prev. */
static void link_after(struct ptr_list_node *prev, struct ptr_list_node *node)
{
	node->prev = prev;
	node->next = prev->next;
	prev->next->prev = node;
	prev->next = node;
}

/* Unlink @node from its ring and free it; *@headp follows if it was @node. */
static void drop_node(struct ptr_list_node **headp, struct ptr_list_node *node)
{
	if (node->next == node) {
		*headp = NULL;
	} else {
		node->prev->next = node->next;
		node->next->prev = node->prev;
		if (*headp == node)
			*headp = node->next;
	}
	free_node(node);
}

/* The last node of *@headp if it has room, else a new last node. */
static struct ptr_list_node *tail_with_room(struct ptr_list_node **headp)
{
	struct ptr_list_node *head = *headp;
	struct ptr_list_node *node;

	if (head && head->prev->nr < head->prev->room)
		return head->prev;
	node = new_node(LIST_NODE_NR);
	if (head) {
		link_after(head->prev, node);
	} else {
		node->prev = node->next = node;
		*headp = node;
	}
	return node;
}

void **__add_ptr_list(struct ptr_list_node **headp, void *ptr)
{
	struct ptr_list_node *last = tail_with_room(headp);
	void **slot = &last->list[last->nr++];

	*slot = ptr;
	return slot;
}

void **__add_ptr_list_small(struct ptr_list_node **headp, void *ptr)
{
	if (!*headp) {
		struct ptr_list_node *node = new_node(1);

		node->prev = node->next = node;
		*headp = node;
	}
	return __add_ptr_list(headp, ptr);
}

/* Append @nr entries at once, a node's worth at a time. */
static void append_entries(struct ptr_list_node **headp,
			   void *const *entries, int nr)
{
	while (nr > 0) {
		struct ptr_list_node *last = tail_with_room(headp);
		int chunk = last->room - last->nr;

		if (chunk > nr)
			chunk = nr;
		memcpy(&last->list[last->nr], entries,
		       (size_t)chunk * sizeof(*entries));
		last->nr += chunk;
		entries += chunk;
		nr -= chunk;
	}
}

/*
 * The last node and its count are read before anything is appended, so
 * that a list copied onto itself is doubled, not copied forever.
 */
void __copy_ptr_list(struct ptr_list_node **headp,
		     const struct ptr_list_node *src)
{
	const struct ptr_list_node *node, *last;
	int last_nr;

	if (!src)
		return;
	last = src->prev;
	last_nr = last->nr;
	for (node = src; node != last; node = node->next)
		append_entries(headp, node->list, node->nr);
	append_entries(headp, last->list, last_nr);
}

int __ptr_list_size(const struct ptr_list_node *head)
{
	const struct ptr_list_node *node = head;
	int nr = 0;

	if (!head)
		return 0;
	do {
		nr += node->nr;
		node = node->next;
	} while (node != head);
	return nr;
}

/* The first node with an entry, NULL if none. */
static const struct ptr_list_node *
first_used_node(const struct ptr_list_node *head)
{
	const struct ptr_list_node *node = head;

	if (!head)
		return NULL;
	do {
		if (node->nr)
			return node;
		node = node->next;
	} while (node != head);
	return NULL;
}

/* The last node with an entry, NULL if none. */
static const struct ptr_list_node *
last_used_node(const struct ptr_list_node *head)
{
	const struct ptr_list_node *node = head;

	if (!head)
		return NULL;
	do {
		node = node->prev;
		if (node->nr)
			return node;
	} while (node != head);
	return NULL;
}

bool __ptr_list_empty(const struct ptr_list_node *head)
{
	return !first_used_node(head);
}

bool __ptr_list_multiple(const struct ptr_list_node *head)
{
	const struct ptr_list_node *first = first_used_node(head);

	if (!first)
		return false;
	return first->nr > 1 || last_used_node(head) != first;
}

void *__first_ptr_list(const struct ptr_list_node *head)
{
	const struct ptr_list_node *node = first_used_node(head);

	return node ? node->list[0] : NULL;
}

void *__last_ptr_list(const struct ptr_list_node *head)
{
	const struct ptr_list_node *node = last_used_node(head);

	return node ? node->list[node->nr - 1] : NULL;
}

void *__ptr_list_nth_entry(const struct ptr_list_node *head, int idx)
{
	const struct ptr_list_node *node = head;

	if (!head || idx < 0)
		return NULL;
	do {
		if (idx < node->nr)
			return node->list[idx];
		idx -= node->nr;
		node = node->next;
	} while (node != head);
	return NULL;
}

bool __lookup_ptr_list_entry(const struct ptr_list_node *head,
			     const void *entry)
{
	const struct ptr_list_node *node = head;
	int i;

	if (!head)
		return false;
	do {
		for (i = 0; i < node->nr; i++) {
			if (node->list[i] == entry)
				return true;
		}
		node = node->next;
	} while (node != head);
	return false;
}

int __linearize_ptr_list(const struct ptr_list_node *head, void **array,
			 int max)
{
	const struct ptr_list_node *node = head;
	int nr = 0;

	if (!head)
		return 0;
	do {
		int chunk = node->nr;

		if (chunk > max - nr)
			chunk = max - nr;
		memcpy(array + nr, node->list, (size_t)chunk * sizeof(*array));
		nr += chunk;
		node = node->next;
	} while (node != head && nr < max);
	return nr;
}

/* Free the empty nodes at the end of *@headp. */
static void drop_empty_tail(struct ptr_list_node **headp)
{
	while (*headp && !(*headp)->prev->nr)
		drop_node(headp, (*headp)->prev);
}

/*
 * Empty nodes at the tail are freed before and after, so that popping a
 * whole list costs O(1) a pop and leaves NULL.
 */
void *__delete_ptr_list_last(struct ptr_list_node **headp)
{
	struct ptr_list_node *last;
	void *entry;

	drop_empty_tail(headp);
	if (!*headp)
		return NULL;
	last = (*headp)->prev;
	entry = last->list[--last->nr];
	drop_empty_tail(headp);
	return entry;
}

int __delete_ptr_list_entry(struct ptr_list_node *head, const void *entry,
			    int count)
{
	struct ptr_list_iter it = ptr_list_iter_first(head);
	int deleted = 0;

	while (deleted != count && ptr_list_iter_next(&it)) {
		if (PTR_LIST_ITER_SLOT(it) == entry) {
			ptr_list_iter_delete(&it);
			deleted++;
		}
	}
	return deleted;
}

int __replace_ptr_list_entry(struct ptr_list_node *head, const void *old,
			     void *new, int count)
{
	struct ptr_list_iter it = ptr_list_iter_first(head);
	int replaced = 0;

	while (replaced != count && ptr_list_iter_next(&it)) {
		if (PTR_LIST_ITER_SLOT(it) == old) {
			PTR_LIST_ITER_SLOT(it) = new;
			replaced++;
		}
	}
	return replaced;
}

void ptr_list_iter_delete(struct ptr_list_iter *it)
{
	struct ptr_list_node *node = it->node;
	int nr = it->nr;

	if (!node || nr < 0 || nr >= node->nr)
		BUG("no current entry to delete");
	memmove(&node->list[nr], &node->list[nr + 1],
		(size_t)(node->nr - nr - 1) * sizeof(void *));
	node->list[--node->nr] = NULL;
	if (!it->reverse)
		it->nr--;
}

/* Move the upper half of the full @node to a new node after it. */
static void split_node(struct ptr_list_node *node)
{
	struct ptr_list_node *upper = new_node(LIST_NODE_NR);
	int keep = node->room / 2;

	upper->nr = node->nr - keep;
	memcpy(upper->list, &node->list[keep],
	       (size_t)upper->nr * sizeof(void *));
	memset(&node->list[keep], 0, (size_t)upper->nr * sizeof(void *));
	node->nr = keep;
	link_after(node, upper);
}

/*
 * Forward, the walk goes on after the current entry, now one slot up;
 * in reverse, before @ptr.  Either way @ptr is not visited.
 */
void ptr_list_iter_insert(struct ptr_list_iter *it, void *ptr)
{
	struct ptr_list_node *node = it->node;
	int nr = it->nr;

	if (!node || nr < 0 || nr >= node->nr)
		BUG("no current entry to insert before");
	if (node->nr == node->room) {
		split_node(node);
		if (nr >= node->nr) {
			nr -= node->nr;
			node = node->next;
			it->node = node;
		}
	}
	memmove(&node->list[nr + 1], &node->list[nr],
		(size_t)(node->nr - nr) * sizeof(void *));
	node->list[nr] = ptr;
	node->nr++;
	it->nr = it->reverse ? nr : nr + 1;
}

/* The first node goes last: it is the only one whose loss moves *headp. */
void __pack_ptr_list(struct ptr_list_node **headp)
{
	struct ptr_list_node *node, *next;

	if (!*headp)
		return;
	node = (*headp)->next;
	while (node != *headp) {
		next = node->next;
		if (!node->nr)
			drop_node(headp, node);
		node = next;
	}
	if (!node->nr)
		drop_node(headp, node);
}

void __free_ptr_list_nodes(struct ptr_list_node **headp)
{
	struct ptr_list_node *node = *headp;

	if (!node)
		return;
	node->prev->next = NULL;
	while (node) {
		struct ptr_list_node *next = node->next;

		free_node(node);
		node = next;
	}
	*headp = NULL;
}

/* Lists up to this long are sorted in a buffer on the stack. */
#define SORT_STACK_NR 256
/* Runs this long are insertion-sorted before merging starts. */
#define SORT_RUN_NR 8

typedef int (*ptr_list_cmp_fn)(const void *, const void *);

static void insertion_sort(void **entries, int nr, ptr_list_cmp_fn cmp)
{
	int i, j;

	for (i = 1; i < nr; i++) {
		void *entry = entries[i];

		for (j = i; j > 0 && cmp(entries[j - 1], entry) > 0; j--)
			entries[j] = entries[j - 1];
		entries[j] = entry;
	}
}

/* Merge a[0..na) and b[0..nb) into out; on ties a comes first. */
static void merge(void **a, int na, void **b, int nb, void **out,
		  ptr_list_cmp_fn cmp)
{
	void **a_end = a + na, **b_end = b + nb;

	while (a < a_end && b < b_end)
		*out++ = cmp(*a, *b) <= 0 ? *a++ : *b++;
	while (a < a_end)
		*out++ = *a++;
	while (b < b_end)
		*out++ = *b++;
}

static int min_int(int a, int b)
{
	return a < b ? a : b;
}

/*
 * Bottom-up merge sort of entries[0..nr), ping-ponging with spare[]:
 * returns whichever of the two ends up holding the sorted entries.
 */
static void **merge_sort(void **entries, void **spare, int nr,
			 ptr_list_cmp_fn cmp)
{
	int width, i;

	for (i = 0; i < nr; i += SORT_RUN_NR)
		insertion_sort(entries + i, min_int(SORT_RUN_NR, nr - i), cmp);
	for (width = SORT_RUN_NR; width < nr; width *= 2) {
		void **swap;

		for (i = 0; i < nr; i += 2 * width) {
			int na = min_int(width, nr - i);
			int nb = min_int(width, nr - i - na);

			merge(entries + i, na, entries + i + na, nb, spare + i,
			      cmp);
		}
		swap = entries;
		entries = spare;
		spare = swap;
	}
	return entries;
}

/* The entries are sorted in an array, then written back node by node. */
void __sort_list(struct ptr_list_node **headp, ptr_list_cmp_fn cmp)
{
	void *stack[2 * SORT_STACK_NR];
	struct ptr_list_node *node = *headp;
	int nr = __ptr_list_size(node);
	size_t bytes = 2 * (size_t)nr * sizeof(void *);
	void **buffer = stack, **sorted;

	if (nr < 2)
		return;
	if (nr > SORT_STACK_NR)
		buffer = blob_alloc(bytes);
	__linearize_ptr_list(node, buffer, nr);
	sorted = merge_sort(buffer, buffer + nr, nr, cmp);
	do {
		memcpy(node->list, sorted, (size_t)node->nr * sizeof(void *));
		sorted += node->nr;
		node = node->next;
	} while (node != *headp);
	if (buffer != stack)
		blob_free(buffer, bytes);
}

// The same names as functions (ptrlist.h), on the generic list

int (ptr_list_size)(struct ptr_list *list)
{
	return ptr_list_size(list);
}

void *(first_ptr_list)(struct ptr_list *list)
{
	return first_ptr_list(list);
}

void *(last_ptr_list)(struct ptr_list *list)
{
	return last_ptr_list(list);
}

void (concat_ptr_list)(struct ptr_list *a, struct ptr_list **b)
{
	concat_ptr_list(a, b);
}

void (sort_list)(struct ptr_list **list,
		 int (*cmp)(const void *, const void *))
{
	sort_list(list, cmp);
}

void (pack_ptr_list)(struct ptr_list **list)
{
	pack_ptr_list(list);
}

int (linearize_ptr_list)(struct ptr_list *list, void **array, int max)
{
	return linearize_ptr_list(list, array, max);
}

void **__add_ptr_list_tag(struct ptr_list **list, void *ptr,
			  unsigned long tag)
{
	if (PTR_TAG(ptr) || tag > PTR_TAG_MASK)
		die("add_ptr_list_tag(): %p cannot take tag %lu", ptr, tag);
	return add_ptr_list(list, (void *)((unsigned long)ptr | tag));
}
