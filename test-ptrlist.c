// SPDX-License-Identifier: MIT
/*
 * test-ptrlist.c — `test-ptrlist SCENARIO` runs one named exercise of the
 * pointer lists of ptrlist.h and prints what it saw, for validation/ptrlist/.
 *
 * Every scenario prints values (keys of the entries it visited, sizes,
 * counts) and checks what it can itself: a broken check prints a line
 * starting with FAIL and the program exits with 1.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "allocate.h"
#include "lib.h"
#include "ptrlist.h"

struct item {
	int key;		/* what scenarios print and sort on */
	int seq;		/* order of creation: stability checks */
};

DECLARE_PTR_LIST(item_list, struct item);

/* The type checks of ptrlist.h, checked themselves. */
#define ITEM_LIST ((struct item_list *)0)
#define SYMBOL_LIST ((struct symbol_list *)0)
#define GENERIC_LIST ((struct ptr_list *)0)
_Static_assert(PTR_LIST_TAKES(ITEM_LIST, struct item *), "same type");
_Static_assert(PTR_LIST_TAKES(ITEM_LIST, void *), "void * goes in");
_Static_assert(!PTR_LIST_TAKES(ITEM_LIST, struct symbol *), "other type");
_Static_assert(!PTR_LIST_TAKES(ITEM_LIST, const struct item *), "const");
_Static_assert(!PTR_LIST_TAKES(ITEM_LIST, int), "not a pointer");
_Static_assert(PTR_LIST_TAKES(GENERIC_LIST, struct item *), "generic");
_Static_assert(PTR_LIST_GIVES(ITEM_LIST, const struct item *), "reads");
_Static_assert(!PTR_LIST_GIVES(ITEM_LIST, struct symbol *), "other type");
_Static_assert(!PTR_LIST_TAKES(SYMBOL_LIST, PTR_LIST_ENTRY_TYPE(ITEM_LIST)),
	       "lists of different types");

#define ITEM_NR 20000
#define SORT_NR 100000

static struct item items[ITEM_NR];	/* items[i].key == i */
static const char *scenario;		/* for FAIL lines */
static int failures;

static void check(int ok, const char *fmt, ...) FORMAT_ATTR(2);

static void check(int ok, const char *fmt, ...)
{
	va_list args;

	if (ok)
		return;
	failures++;
	printf("FAIL: %s: ", scenario);
	va_start(args, fmt);
	vprintf(fmt, args);
	va_end(args);
	printf("\n");
}

/* A list of items[first .. first + nr). */
static struct item_list *make_list(int first, int nr)
{
	struct item_list *list = NULL;
	int i;

	for (i = first; i < first + nr; i++)
		add_ptr_list(&list, &items[i]);
	return list;
}

static void print_list(const char *label, struct item_list *list)
{
	struct item *item;

	printf("%s:", label);
	FOR_EACH_PTR(list, item) {
		printf(" %d", item->key);
	} END_FOR_EACH_PTR(item);
	printf("\n");
}

static int count_nodes(struct item_list *list)
{
	struct ptr_list_node *head = PTR_LIST_NODE(list);
	struct ptr_list_node *node = head;
	int nr = 0;

	if (!head)
		return 0;
	do {
		nr++;
		node = node->next;
	} while (node != head);
	return nr;
}

/* The ring is well linked and every count in range. */
static void verify(struct item_list *list)
{
	struct ptr_list_node *head = PTR_LIST_NODE(list);
	struct ptr_list_node *node = head;

	if (!head)
		return;
	do {
		check(node->next->prev == node, "broken ring");
		check(node->nr >= 0 && node->nr <= LIST_NODE_NR,
		      "node count %d", node->nr);
		node = node->next;
	} while (node != head);
}

/* The node holding @item, NULL if none. */
static struct ptr_list_node *node_of(struct item_list *list,
				     const struct item *item)
{
	struct ptr_list_iter it = ptr_list_iter_first(PTR_LIST_NODE(list));

	while (ptr_list_iter_next(&it)) {
		if (PTR_LIST_ITER_SLOT(it) == item)
			return it.node;
	}
	return NULL;
}

static void test_add_iterate(void)
{
	struct item_list *list = NULL;
	struct item *item;
	int i;

	for (i = 0; i < 30; i++) {
		struct item **slot = add_ptr_list(&list, &items[i]);

		check(*slot == &items[i], "slot of %d", i);
	}
	print_list("entries", list);
	printf("size %d, nodes %d\n", ptr_list_size(list), count_nodes(list));
	i = 0;
	FOR_EACH_PTR(list, item) {
		check(item == &items[i], "entry %d is %d", i, item->key);
		i++;
	} END_FOR_EACH_PTR(item);
	verify(list);
}

static void test_reverse(void)
{
	struct item_list *list = make_list(0, 30);
	struct item *item;
	int i = 29;

	printf("reverse:");
	FOR_EACH_PTR_REVERSE(list, item) {
		printf(" %d", item->key);
		check(item->key == i--, "out of order");
	} END_FOR_EACH_PTR_REVERSE(item);
	printf("\n");
	check(i == -1, "%d entries left unvisited", i + 1);
}

static void test_delete_while_iterating(void)
{
	struct item_list *list = make_list(0, 40);
	struct ptr_list_node *home[40];
	struct item *item;
	int visited = 0;
	int i;

	for (i = 0; i < 40; i++)
		home[i] = node_of(list, &items[i]);
	printf("visited:");
	FOR_EACH_PTR(list, item) {
		printf(" %d", item->key);
		check(item->key == visited, "visited %d for %d", item->key,
		      visited);
		visited++;
		if (item->key % 2 == 0)
			DELETE_CURRENT_PTR(item);
	} END_FOR_EACH_PTR(item);
	printf("\n");
	print_list("kept", list);
	printf("size %d, nodes %d\n", ptr_list_size(list), count_nodes(list));
	for (i = 1; i < 40; i += 2)
		check(node_of(list, &items[i]) == home[i], "%d moved nodes", i);
	FOR_EACH_PTR(list, item) {
		DELETE_CURRENT_PTR(item);
	} END_FOR_EACH_PTR(item);
	printf("all deleted: size %d, empty %d, nodes %d\n",
	       ptr_list_size(list), ptr_list_empty(list), count_nodes(list));
	verify(list);
}

static void test_delete_reverse(void)
{
	struct item_list *list = make_list(0, 30);
	struct item *item;

	printf("visited:");
	FOR_EACH_PTR_REVERSE(list, item) {
		printf(" %d", item->key);
		if (item->key % 3 == 0)
			DELETE_CURRENT_PTR(item);
	} END_FOR_EACH_PTR_REVERSE(item);
	printf("\n");
	print_list("kept", list);
	printf("size %d\n", ptr_list_size(list));
	verify(list);
}

static void test_replace(void)
{
	struct item_list *list = make_list(0, 20);
	struct item *item;

	FOR_EACH_PTR(list, item) {
		struct item *old = item;

		if (item->key % 2)
			REPLACE_CURRENT_PTR(item, &items[item->key + 100]);
		check(item == old, "the loop variable changed");
	} END_FOR_EACH_PTR(item);
	print_list("replaced", list);
}

static void test_insert_current(void)
{
	struct item_list *list = make_list(0, 10);
	struct item *item;

	printf("visited:");
	FOR_EACH_PTR(list, item) {
		printf(" %d", item->key);
		if (item->key % 2 == 0)
			INSERT_CURRENT(&items[100 + item->key], item);
	} END_FOR_EACH_PTR(item);
	printf("\n");
	print_list("list", list);
	printf("size %d\n", ptr_list_size(list));
	verify(list);
}

/* Every insertion lands in a full node and splits it. */
static void test_insert_split(void)
{
	struct item_list *list = make_list(0, 2 * LIST_NODE_NR);
	struct item *item;
	int expect = 0;

	FOR_EACH_PTR(list, item) {
		check(item->key == expect, "visited %d for %d", item->key,
		      expect);
		expect++;
		INSERT_CURRENT(&items[1000 + item->key], item);
	} END_FOR_EACH_PTR(item);
	check(expect == 2 * LIST_NODE_NR, "visited %d", expect);
	print_list("list", list);
	printf("size %d, nodes %d\n", ptr_list_size(list), count_nodes(list));
	verify(list);
}

static void test_insert_reverse(void)
{
	struct item_list *list = make_list(0, LIST_NODE_NR + 2);
	struct item *item;

	printf("visited:");
	FOR_EACH_PTR_REVERSE(list, item) {
		printf(" %d", item->key);
		INSERT_CURRENT(&items[100 + item->key], item);
	} END_FOR_EACH_PTR_REVERSE(item);
	printf("\n");
	print_list("list", list);
	verify(list);
}

static void test_concat(void)
{
	struct item_list *a = make_list(0, 5);
	struct item_list *b = make_list(10, 5);
	struct item_list *none = NULL;
	struct item_list *c = NULL;

	concat_ptr_list(a, &b);
	print_list("a", a);
	print_list("b", b);
	concat_ptr_list(a, &c);
	print_list("c", c);
	concat_ptr_list(none, &c);
	print_list("c + empty", c);
	concat_ptr_list(c, &c);
	print_list("c + c", c);
	verify(b);
	verify(c);
}

static void test_copy(void)
{
	struct item_list *src = make_list(0, 30);
	struct item_list *dst = make_list(100, 5);
	struct item *item;
	int i = 0;

	copy_ptr_list(&dst, src);
	printf("size %d, nodes %d\n", ptr_list_size(dst), count_nodes(dst));
	FOR_EACH_PTR(dst, item) {
		int expect = i < 5 ? 100 + i : i - 5;

		check(item->key == expect, "entry %d is %d", i, item->key);
		i++;
	} END_FOR_EACH_PTR(item);
	print_list("src", src);
	copy_ptr_list(&src, src);
	printf("doubled: size %d\n", ptr_list_size(src));
	check(ptr_list_nth_entry(src, 30) == &items[0], "copy starts over");
	check(last_ptr_list(src) == &items[29], "copy ends with 29");
	verify(dst);
	verify(src);
}

/* Appending is O(1): a quadratic list would not make the time limit. */
static void test_size_thousands(void)
{
	struct item_list *list = NULL;
	struct item *item;
	long long sum = 0, expect = 0;
	int nr = 0;
	int i;

	for (i = 0; i < 1000000; i++) {
		add_ptr_list(&list, &items[i % ITEM_NR]);
		expect += i % ITEM_NR;
	}
	FOR_EACH_PTR(list, item) {
		sum += item->key;
		nr++;
	} END_FOR_EACH_PTR(item);
	printf("size %d, visited %d, nodes %d\n", ptr_list_size(list), nr,
	       count_nodes(list));
	printf("sum %lld\n", sum);
	check(sum == expect, "sum should be %lld", expect);
	verify(list);
}

static void test_first_last(void)
{
	struct item_list *list = NULL;
	struct item *item;

	check(!first_ptr_list(list) && !last_ptr_list(list), "NULL list");
	list = make_list(0, 30);
	printf("first %d, last %d\n", first_ptr_list(list)->key,
	       last_ptr_list(list)->key);
	/* empty the first and the last node: both are skipped */
	FOR_EACH_PTR(list, item) {
		if (item->key < LIST_NODE_NR || item->key >= 2 * LIST_NODE_NR)
			DELETE_CURRENT_PTR(item);
	} END_FOR_EACH_PTR(item);
	printf("first %d, last %d, nodes %d\n", first_ptr_list(list)->key,
	       last_ptr_list(list)->key, count_nodes(list));
}

static void test_undo_last(void)
{
	struct item_list *list = make_list(0, LIST_NODE_NR + 1);

	printf("size %d, nodes %d\n", ptr_list_size(list), count_nodes(list));
	undo_ptr_list_last(&list);
	printf("size %d, nodes %d\n", ptr_list_size(list), count_nodes(list));
	print_list("list", list);
	while (!ptr_list_empty(list))
		undo_ptr_list_last(&list);
	printf("list %s\n", list ? "left" : "NULL");
	undo_ptr_list_last(&list);
	check(!list, "undo on NULL");
}

static void test_delete_last(void)
{
	struct item_list *list = make_list(0, 30);
	struct item *item;

	printf("popped:");
	while ((item = delete_ptr_list_last(&list)) != NULL)
		printf(" %d", item->key);
	printf("\n");
	printf("list %s\n", list ? "left" : "NULL");
	/* a stack going up and down across a node boundary */
	list = make_list(0, LIST_NODE_NR);
	add_ptr_list(&list, &items[50]);
	item = delete_ptr_list_last(&list);
	add_ptr_list(&list, &items[51]);
	printf("popped %d, last %d, size %d, nodes %d\n", item->key,
	       last_ptr_list(list)->key, ptr_list_size(list),
	       count_nodes(list));
	/* empty tail nodes left by deletions are freed on the way */
	FOR_EACH_PTR(list, item) {
		if (item->key >= 10)
			DELETE_CURRENT_PTR(item);
	} END_FOR_EACH_PTR(item);
	item = delete_ptr_list_last(&list);
	printf("popped %d, size %d, nodes %d\n", item->key,
	       ptr_list_size(list), count_nodes(list));
	verify(list);
}

static struct item_list *make_keys(const int *keys, int nr)
{
	struct item_list *list = NULL;
	int i;

	for (i = 0; i < nr; i++)
		add_ptr_list(&list, &items[keys[i]]);
	return list;
}

static void test_delete_entry(void)
{
	static const int keys[] = { 0, 1, 2, 1, 3, 1, 4, 1 };
	struct item_list *list = make_keys(keys, 8);
	struct item_list *none = NULL;

	printf("deleted %d\n", delete_ptr_list_entry(&list, &items[1], 1));
	print_list("list", list);
	printf("deleted %d\n", delete_ptr_list_entry(&list, &items[1], 2));
	print_list("list", list);
	printf("deleted %d\n", delete_ptr_list_entry(&list, &items[1], 0));
	printf("deleted %d\n", delete_ptr_list_entry(&list, &items[1], -1));
	print_list("list", list);
	printf("deleted %d\n", delete_ptr_list_entry(&list, &items[9], -1));
	printf("deleted %d\n", delete_ptr_list_entry(&none, &items[1], -1));
	verify(list);
}

static void test_replace_entry(void)
{
	static const int keys[] = { 0, 1, 2, 1, 3, 1, 4, 1 };
	struct item_list *list = make_keys(keys, 8);

	printf("replaced %d\n",
	       replace_ptr_list_entry(&list, &items[1], &items[9], 2));
	print_list("list", list);
	printf("replaced %d\n",
	       replace_ptr_list_entry(&list, &items[1], &items[8], -1));
	print_list("list", list);
	printf("replaced %d\n",
	       replace_ptr_list_entry(&list, &items[7], &items[8], -1));
}

static void test_pack(void)
{
	struct item_list *list = make_list(0, 3 * LIST_NODE_NR + 1);
	struct item **slot_of_14 = NULL;
	struct item *item;

	FOR_EACH_PTR(list, item) {
		if (item->key == 14)
			slot_of_14 = THIS_ADDRESS(item);
		/* empty the first node and the third */
		if (item->key < LIST_NODE_NR ||
		    (item->key >= 2 * LIST_NODE_NR &&
		     item->key < 3 * LIST_NODE_NR))
			DELETE_CURRENT_PTR(item);
	} END_FOR_EACH_PTR(item);
	printf("before: size %d, nodes %d\n", ptr_list_size(list),
	       count_nodes(list));
	pack_ptr_list(&list);
	printf("after: size %d, nodes %d\n", ptr_list_size(list),
	       count_nodes(list));
	print_list("list", list);
	check(ptr_list_nth_entry(list, 1) == &items[14] &&
	      *slot_of_14 == &items[14], "pack moved an entry");
	verify(list);
	pack_ptr_list(&list);
	printf("again: nodes %d\n", count_nodes(list));
	FOR_EACH_PTR(list, item) {
		DELETE_CURRENT_PTR(item);
	} END_FOR_EACH_PTR(item);
	pack_ptr_list(&list);
	printf("emptied: list %s\n", list ? "left" : "NULL");
}

static int cmp_key(const void *a, const void *b)
{
	const struct item *x = a, *y = b;

	return (x->key > y->key) - (x->key < y->key);
}

static void test_sort_stable(void)
{
	static const int keys[] = { 3, 1, 2, 3, 1, 0, 2, 3, 1, 0, 3, 2 };
	static struct item pairs[12];
	struct item_list *list = NULL;
	struct item *item;
	int i;

	for (i = 0; i < 12; i++) {
		pairs[i].key = keys[i];
		pairs[i].seq = i;
		add_ptr_list(&list, &pairs[i]);
	}
	sort_list(&list, cmp_key);
	printf("sorted:");
	FOR_EACH_PTR(list, item) {
		printf(" %d.%d", item->key, item->seq);
	} END_FOR_EACH_PTR(item);
	printf("\n");
	verify(list);
}

/* Sorted by key and, among equal keys, still in creation order. */
static void check_sorted(struct item_list *list, int nr)
{
	struct item *item, *prev = NULL;
	long long seq_sum = 0;
	int seen = 0;

	FOR_EACH_PTR(list, item) {
		if (prev) {
			check(prev->key <= item->key, "not sorted at %d", seen);
			check(prev->key != item->key || prev->seq < item->seq,
			      "not stable at %d", seen);
		}
		prev = item;
		seq_sum += item->seq;
		seen++;
	} END_FOR_EACH_PTR(item);
	check(seen == nr, "%d entries, not %d", seen, nr);
	check(seq_sum == (long long)nr * (nr - 1) / 2,
	      "entries lost or doubled");
}

static void test_sort_large(void)
{
	static struct item many[SORT_NR];
	struct item_list *list = NULL;
	unsigned int seed = 12345;
	int i;

	for (i = 0; i < SORT_NR; i++) {
		seed = seed * 1103515245 + 12345;
		many[i].key = (seed >> 16) % 1000;
		many[i].seq = i;
		add_ptr_list(&list, &many[i]);
	}
	sort_list(&list, cmp_key);
	check_sorted(list, SORT_NR);
	printf("random: first key %d, last key %d, nodes %d\n",
	       first_ptr_list(list)->key, last_ptr_list(list)->key,
	       count_nodes(list));
	sort_list(&list, cmp_key);
	check_sorted(list, SORT_NR);
	for (i = 0; i < SORT_NR; i++) {
		many[i].key = SORT_NR - i;
		many[i].seq = i;
	}
	free_ptr_list(&list);
	for (i = 0; i < SORT_NR; i++)
		add_ptr_list(&list, &many[i]);
	sort_list(&list, cmp_key);
	check_sorted(list, SORT_NR);
	printf("descending: first key %d, last key %d\n",
	       first_ptr_list(list)->key, last_ptr_list(list)->key);
	verify(list);
}

static void test_linearize(void)
{
	struct item_list *list = make_list(0, 30);
	struct item_list *none = NULL;
	struct item *array[40];
	void *generic[3];
	int nr, i;

	nr = linearize_ptr_list(list, array, 40);
	printf("copied %d:", nr);
	for (i = 0; i < nr; i++)
		printf(" %d", array[i]->key);
	printf("\n");
	nr = linearize_ptr_list(list, generic, 3);
	printf("copied %d: first %d, last %d\n", nr,
	       ((struct item *)generic[0])->key,
	       ((struct item *)generic[nr - 1])->key);
	printf("copied %d from none\n", linearize_ptr_list(none, array, 40));
}

static void test_free(void)
{
	struct item_list *list;
	unsigned long before = ptr_list_allocator.allocations;

	list = make_list(0, 30);
	printf("nodes in use: %lu\n", ptr_list_allocator.allocations - before);
	free_ptr_list(&list);
	printf("after free: %lu, list %s\n",
	       ptr_list_allocator.allocations - before, list ? "left" : "NULL");
	free_ptr_list(&list);
	check(!list, "free of NULL");
}

/* use_ir_ptr_lists(): new nodes from the IR's pool, cleared with it. */
static void test_ir_pool(void)
{
	unsigned long ast_before = ptr_list_allocator.allocations;
	unsigned long ir_before = ir_ptr_list_allocator.allocations;
	struct item_list *ast = make_list(0, 20);
	struct item_list *ir;

	use_ir_ptr_lists(true);
	ir = make_list(100, 30);
	printf("ir list %d entries; nodes: ir %lu, others %lu\n",
	       ptr_list_size(ir), ir_ptr_list_allocator.allocations - ir_before,
	       ptr_list_allocator.allocations - ast_before);
	clear_allocator(&ir_ptr_list_allocator);
	use_ir_ptr_lists(false);
	add_ptr_list(&ast, &items[20]);
	printf("after clear: nodes ir %lu, others %lu; other list %d entries\n",
	       ir_ptr_list_allocator.allocations,
	       ptr_list_allocator.allocations - ast_before, ptr_list_size(ast));
}

/* add_ptr_list_small(): a first node of 3 in the IR's small pool. */
static void test_small_first(void)
{
	unsigned long small_before = ir_small_ptr_list_allocator.allocations;
	unsigned long ir_before = ir_ptr_list_allocator.allocations;
	struct item_list *list = NULL;
	struct item *item;
	int i, sum = 0;

	use_ir_ptr_lists(true);
	for (i = 0; i < 20; i++)
		add_ptr_list_small(&list, &items[i]);
	FOR_EACH_PTR(list, item) {
		sum += item->key;
	} END_FOR_EACH_PTR(item);
	printf("%d entries, sum %d; nodes: small %lu, full %lu\n",
	       ptr_list_size(list), sum,
	       ir_small_ptr_list_allocator.allocations - small_before,
	       ir_ptr_list_allocator.allocations - ir_before);
	clear_ir_ptr_lists();
	use_ir_ptr_lists(false);
	list = NULL;
	add_ptr_list_small(&list, &items[0]);
	printf("outside the IR: nodes small %lu, full %lu\n",
	       ir_small_ptr_list_allocator.allocations,
	       ptr_list_allocator.allocations ? 1UL : 0UL);
}

static void test_prepare_next(void)
{
	struct item_list *a = make_list(0, 30);
	struct item_list *b = make_list(100, 15);
	struct item_list *none = NULL;
	struct item *x, *y;

	printf("pairs:");
	PREPARE_PTR_LIST(a, x);
	PREPARE_PTR_LIST(b, y);
	while (x && y) {
		printf(" %d-%d", x->key, y->key);
		NEXT_PTR_LIST(x);
		NEXT_PTR_LIST(y);
	}
	printf("\n");
	printf("a %s, b %s\n", x ? "goes on" : "ended",
	       y ? "goes on" : "ended");
	NEXT_PTR_LIST(y);
	check(!y, "an ended walk goes on");
	FINISH_PTR_LIST(y);
	FINISH_PTR_LIST(x);

	PREPARE_PTR_LIST(none, x);
	printf("empty list: %s\n", x ? "entry" : "NULL");
	FINISH_PTR_LIST(x);
}

static void test_nested(void)
{
	struct item_list *list = make_list(0, 4);
	struct item *outer, *inner;
	int pairs = 0;

	FOR_EACH_PTR(list, outer) {
		printf("%d:", outer->key);
		FOR_EACH_PTR(list, inner) {
			if (inner->key > outer->key + 1)
				break;
			printf(" %d", inner->key);
			pairs++;
		} END_FOR_EACH_PTR(inner);
		printf("\n");
	} END_FOR_EACH_PTR(outer);
	printf("pairs %d\n", pairs);
	free_ptr_list(&list);
	list = make_list(0, 30);
	pairs = 0;
	FOR_EACH_PTR(list, outer) {
		FOR_EACH_PTR_REVERSE(list, inner) {
			pairs++;
		} END_FOR_EACH_PTR_REVERSE(inner);
	} END_FOR_EACH_PTR(outer);
	printf("pairs %d\n", pairs);
}

static void test_nth_entry(void)
{
	struct item_list *list = make_list(0, 30);
	static const int idx[] = { 0, 12, 13, 29, 30, -1 };
	struct item *item;
	int i;

	for (i = 0; i < 6; i++) {
		item = ptr_list_nth_entry(list, idx[i]);
		printf("nth %d: ", idx[i]);
		if (item)
			printf("%d\n", item->key);
		else
			printf("none\n");
	}
	/* an emptied node is skipped */
	FOR_EACH_PTR(list, item) {
		if (item->key < LIST_NODE_NR)
			DELETE_CURRENT_PTR(item);
	} END_FOR_EACH_PTR(item);
	printf("after deleting the first node: nth 0: %d\n",
	       ptr_list_nth_entry(list, 0)->key);
}

static void test_recurse_reverse(void)
{
	struct item_list *list = make_list(0, 30);
	struct item *item, *back;

	FOR_EACH_PTR(list, item) {
		int nr = 0;

		if (item->key % 7)
			continue;
		printf("%d:", item->key);
		RECURSE_PTR_REVERSE(item, back) {
			printf(" %d", back->key);
			if (++nr == 3)
				break;
		} END_FOR_EACH_PTR_REVERSE(back);
		printf("\n");
	} END_FOR_EACH_PTR(item);
}

static void test_this_address(void)
{
	struct item_list *list = NULL;
	struct item **slots[20];
	struct item *item;
	int i;

	for (i = 0; i < 20; i++)
		slots[i] = add_ptr_list(&list, &items[i]);
	i = 0;
	FOR_EACH_PTR(list, item) {
		check(THIS_ADDRESS(item) == slots[i], "slot %d", i);
		if (item->key == 15)
			*THIS_ADDRESS(item) = &items[115];
		i++;
	} END_FOR_EACH_PTR(item);
	*slots[3] = &items[103];
	print_list("list", list);
}

static void test_break_continue(void)
{
	struct item_list *list = make_list(0, 30);
	struct item *item;

	printf("until 5:");
	FOR_EACH_PTR(list, item) {
		if (item->key == 5)
			break;
		printf(" %d", item->key);
	} END_FOR_EACH_PTR(item);
	printf("\n");
	printf("odd:");
	FOR_EACH_PTR(list, item) {
		if (item->key % 2 == 0)
			continue;
		printf(" %d", item->key);
	} END_FOR_EACH_PTR(item);
	printf("\n");
	printf("back until 20:");
	FOR_EACH_PTR_REVERSE(list, item) {
		if (item->key == 20)
			break;
		printf(" %d", item->key);
	} END_FOR_EACH_PTR_REVERSE(item);
	printf("\n");
}

static void test_null_list(void)
{
	struct item_list *list = NULL;
	struct item *item = NULL;
	struct item *array[1];
	int visited = 0;

	FOR_EACH_PTR(list, item) {
		visited++;
	} END_FOR_EACH_PTR(item);
	FOR_EACH_PTR_REVERSE(list, item) {
		visited++;
	} END_FOR_EACH_PTR_REVERSE(item);
	printf("visited %d\n", visited);
	printf("size %d, empty %d, multiple %d\n", ptr_list_size(list),
	       ptr_list_empty(list), ptr_list_multiple(list));
	printf("first %s, last %s, nth %s\n",
	       first_ptr_list(list) ? "entry" : "NULL",
	       last_ptr_list(list) ? "entry" : "NULL",
	       ptr_list_nth_entry(list, 0) ? "entry" : "NULL");
	printf("lookup %d, linearize %d\n",
	       lookup_ptr_list_entry(list, &items[0]),
	       linearize_ptr_list(list, array, 1));
	pack_ptr_list(&list);
	sort_list(&list, cmp_key);
	free_ptr_list(&list);
	printf("list %s\n", list ? "left" : "NULL");
}

static void test_empty_multiple(void)
{
	struct item_list *list = make_list(0, 1);
	struct item *item;

	printf("one: empty %d, multiple %d\n", ptr_list_empty(list),
	       ptr_list_multiple(list));
	add_ptr_list(&list, &items[1]);
	printf("two: empty %d, multiple %d\n", ptr_list_empty(list),
	       ptr_list_multiple(list));
	free_ptr_list(&list);
	list = make_list(0, LIST_NODE_NR + 1);
	/* one entry left, in the second node */
	FOR_EACH_PTR(list, item) {
		if (item->key < LIST_NODE_NR)
			DELETE_CURRENT_PTR(item);
	} END_FOR_EACH_PTR(item);
	printf("last one: empty %d, multiple %d\n", ptr_list_empty(list),
	       ptr_list_multiple(list));
	add_ptr_list(&list, &items[50]);
	FOR_EACH_PTR(list, item) {
		if (item->key == 50)
			DELETE_CURRENT_PTR(item);
	} END_FOR_EACH_PTR(item);
	printf("still one: empty %d, multiple %d\n", ptr_list_empty(list),
	       ptr_list_multiple(list));
	undo_ptr_list_last(&list);
	printf("none, list %s: empty %d, multiple %d\n",
	       list ? "left" : "NULL", ptr_list_empty(list),
	       ptr_list_multiple(list));
}

static void test_lookup(void)
{
	struct item_list *list = make_list(0, 30);

	printf("29: %d, 30: %d\n", lookup_ptr_list_entry(list, &items[29]),
	       lookup_ptr_list_entry(list, &items[30]));
}

static int cmp_string(const void *a, const void *b)
{
	return strcmp(a, b);
}

static void test_string_list(void)
{
	static char banana[] = "banana";
	struct string_list *list = NULL;
	const char *word;
	char *first;

	add_ptr_list(&list, "cherry");
	add_ptr_list(&list, banana);
	add_ptr_list(&list, "apple");
	sort_list(&list, cmp_string);
	printf("words:");
	FOR_EACH_PTR(list, word) {
		printf(" %s", word);
	} END_FOR_EACH_PTR(word);
	printf("\n");
	first = first_ptr_list(list);
	printf("first %s\n", first);
}

static void test_generic_list(void)
{
	struct ptr_list *list = NULL;
	struct string_list *strings = NULL;
	void *entry;

	add_ptr_list(&list, &items[7]);
	add_ptr_list(&list, "text");
	add_ptr_list(&strings, "more");
	concat_ptr_list(strings, &list);
	entry = first_ptr_list(list);
	printf("size %d, first key %d, last %s\n", ptr_list_size(list),
	       ((struct item *)entry)->key, (char *)last_ptr_list(list));
}

/* A forward loop sees what is appended while it runs: a worklist. */
static void test_append_while_iterating(void)
{
	struct item_list *list = make_list(0, 1);
	struct item *item;

	printf("visited:");
	FOR_EACH_PTR(list, item) {
		printf(" %d", item->key);
		if (item->key < 30)
			add_ptr_list(&list, &items[item->key + 1]);
	} END_FOR_EACH_PTR(item);
	printf("\n");
	printf("size %d\n", ptr_list_size(list));
}

struct scenario {
	const char *name;
	void (*run)(void);
};

static const struct scenario scenarios[] = {
	{ "add-iterate", test_add_iterate },
	{ "append-while-iterating", test_append_while_iterating },
	{ "break-continue", test_break_continue },
	{ "concat", test_concat },
	{ "copy", test_copy },
	{ "delete-entry", test_delete_entry },
	{ "delete-last", test_delete_last },
	{ "delete-reverse", test_delete_reverse },
	{ "delete-while-iterating", test_delete_while_iterating },
	{ "empty-multiple", test_empty_multiple },
	{ "first-last", test_first_last },
	{ "free", test_free },
	{ "generic-list", test_generic_list },
	{ "insert-current", test_insert_current },
	{ "insert-reverse", test_insert_reverse },
	{ "insert-split", test_insert_split },
	{ "ir-pool", test_ir_pool },
	{ "linearize", test_linearize },
	{ "lookup", test_lookup },
	{ "nested", test_nested },
	{ "nth-entry", test_nth_entry },
	{ "null-list", test_null_list },
	{ "pack", test_pack },
	{ "prepare-next", test_prepare_next },
	{ "recurse-reverse", test_recurse_reverse },
	{ "replace", test_replace },
	{ "replace-entry", test_replace_entry },
	{ "reverse", test_reverse },
	{ "size-thousands", test_size_thousands },
	{ "small-first", test_small_first },
	{ "sort-large", test_sort_large },
	{ "sort-stable", test_sort_stable },
	{ "string-list", test_string_list },
	{ "this-address", test_this_address },
	{ "undo-last", test_undo_last },
};

/* Options (SPARSE_TEST_ARGS from validation/test-suite) are ignored. */
static void show_usage(FILE *out)
{
	size_t i;

	fprintf(out, "usage: test-ptrlist SCENARIO\n"
		"Runs one pointer-list scenario; SCENARIO is one of:\n");
	for (i = 0; i < ARRAY_SIZE(scenarios); i++)
		fprintf(out, "  %s\n", scenarios[i].name);
}

int main(int argc, char **argv)
{
	const char *name = NULL;
	size_t i;
	int arg;

	for (arg = 1; arg < argc; arg++) {
		if (!strcmp(argv[arg], "--help") || !strcmp(argv[arg], "-h")) {
			show_usage(stdout);
			return 0;
		}
		if (argv[arg][0] == '-')
			continue;
		if (name) {
			name = NULL;
			break;
		}
		name = argv[arg];
	}
	if (!name) {
		show_usage(stderr);
		return 2;
	}
	for (i = 0; i < ITEM_NR; i++) {
		items[i].key = (int)i;
		items[i].seq = (int)i;
	}
	for (i = 0; i < sizeof(scenarios) / sizeof(scenarios[0]); i++) {
		if (!strcmp(name, scenarios[i].name)) {
			scenario = name;
			scenarios[i].run();
			return failures ? 1 : 0;
		}
	}
	fprintf(stderr, "test-ptrlist: no scenario '%s'\n", name);
	return 2;
}
