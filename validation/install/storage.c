/*
 * A tool on storage.h, built against `make install`'s output: the
 * liveness and the storage bindings set_up_storage() makes for each
 * function, then storages of its own: every type shown, a binding added
 * and looked up, users kept.
 */
#include <stdio.h>
#include <sparse/lib.h>
#include <sparse/symbol.h>
#include <sparse/flow.h>
#include <sparse/storage.h>

static void show_list(const char *what, struct pseudo_list *list)
{
	pseudo_t pseudo;

	printf("  %s:", what);
	FOR_EACH_PTR(list, pseudo) {
		printf(" %s", show_pseudo(pseudo));
	} END_FOR_EACH_PTR(pseudo);
	printf("\n");
}

static void show_bindings(struct basic_block *bb, enum inout_enum inout)
{
	struct storage_hash_list *list = gather_storage(bb, inout);
	struct storage_hash *entry;

	printf("  %s:", inout == STOR_IN ? "in" : "out");
	FOR_EACH_PTR(list, entry) {
		printf(" %s=%s", show_pseudo(entry->pseudo),
		       show_storage(entry->storage));
	} END_FOR_EACH_PTR(entry);
	printf("\n");
	free_ptr_list(&list);
}

static void own_storage(struct entrypoint *ep, struct symbol *sym)
{
	static const enum storage_type types[] = {
		REG_UDEF, REG_REG, REG_STACK, REG_FRAME, REG_SYM, REG_ARG,
		REG_BAD,
	};
	struct basic_block *bb = first_ptr_list(ep->bbs);
	struct storage *storage = alloc_storage();
	struct storage_hash *hash;
	size_t i;

	for (i = 0; i < sizeof(types) / sizeof(types[0]); i++) {
		storage->type = types[i];
		if (types[i] == REG_SYM)
			storage->sym = sym;
		else
			storage->regno = storage->offset = -8;
		printf("%s, ", show_storage(storage));
	}
	printf("%s\n", show_storage(NULL));
	storage->type = REG_REG;
	storage->regno = 7;
	add_storage(storage, bb, VOID_PSEUDO, STOR_OUT);
	printf("lookup: %s, %s; users %d\n",
	       show_storage(lookup_storage(bb, VOID_PSEUDO, STOR_OUT)),
	       show_storage(lookup_storage(bb, VOID_PSEUDO, STOR_IN)),
	       ptr_list_size(storage->users));
	hash = alloc_storage_hash(storage);
	printf("alloc_storage_hash: %s, users %d\n",
	       show_storage(hash->storage), ptr_list_size(storage->users));
}

static void tool(struct entrypoint *ep, struct symbol *sym)
{
	struct basic_block *bb;

	set_up_storage(ep);
	printf("%s:\n", show_ident(sym->ident));
	FOR_EACH_PTR(ep->bbs, bb) {
		printf("%s\n", show_label(bb));
		show_list("needs", bb->needs);
		show_list("defines", bb->defines);
		show_bindings(bb, STOR_IN);
		show_bindings(bb, STOR_OUT);
	} END_FOR_EACH_PTR(bb);
	own_storage(ep, sym);
	free_storage();
	bb = first_ptr_list(ep->bbs);
	printf("after free_storage: %s\n",
	       show_storage(lookup_storage(bb, VOID_PSEUDO, STOR_OUT)));
	clear_liveness(ep);
	printf("after clear_liveness: %d\n", ptr_list_size(bb->defines));
}

int main(int argc, char **argv)
{
	struct string_list *filelist = NULL;
	char *file;

	sparse_initialize(argc, argv, &filelist);
	FOR_EACH_PTR(filelist, file) {
		struct symbol *sym;

		FOR_EACH_PTR(sparse(file), sym) {
			struct entrypoint *ep;

			expand_symbol(sym);
			ep = linearize_symbol(sym);
			if (ep) {
				show_entry(ep);
				tool(ep, sym);
			}
		} END_FOR_EACH_PTR(sym);
	} END_FOR_EACH_PTR(file);
	return 0;
}

/*
 * check-name: storage.h from an installed library: liveness, set_up_storage(), the bindings and storages
 * check-command: ../scripts/check-install $file -Wno-decl install/storage-input.h
 * check-timeout: 60
 *
 * check-output-start
loop:
.L0:
	<entry-point>
	phisrc.32   %phi2(n) <- %arg1
	phisrc.32   %phi4(s) <- $0
	br          .L4

.L4:
	phi.32      %r10(n) <- %phi2(n), %phi3(n)
	phi.32      %r11(s) <- %phi4(s), %phi5(s)
	setgt.32    %r2 <- %r10(n), $0
	cbr         %r2, .L1, .L3

.L1:
	add.32      %r5 <- %r11(s), %arg2
	add.32      %r7 <- %r10(n), $0xffffffff
	phisrc.32   %phi3(n) <- %r7
	phisrc.32   %phi5(s) <- %r5
	br          .L4

.L3:
	ret.32      %r11(s)


loop:
.L0
  needs:
  defines: %arg2 %phi2(n) %phi4(s)
  in: %arg1=arg1 %arg2=arg2
  out: %arg2=arg2 %phi2(n)=udef #3 %phi4(s)=udef #4
.L4
  needs: %arg2 %phi2(n) %phi3(n) %phi4(s) %phi5(s)
  defines: %r11(s) %r10(n)
  in: %arg2=arg2 %phi2(n)=udef #3 %phi3(n)=udef #3 %phi4(s)=udef #4 %phi5(s)=udef #4
  out: %arg2=arg2 %r10(n)=udef #5 %r11(s)=udef #6
.L1
  needs: %r11(s) %arg2 %r10(n)
  defines: %phi3(n) %phi5(s)
  in: %arg2=arg2 %r10(n)=udef #5 %r11(s)=udef #6
  out: %arg2=arg2 %phi3(n)=udef #3 %phi5(s)=udef #4
.L3
  needs: %r11(s)
  defines:
  in: %r11(s)=udef #6
  out:
udef #0, reg-8, -8(sp), -8(fp), sym loop, arg-8, bad, none
lookup: reg7, none; users 1
alloc_storage_hash: reg7, users 2
after free_storage: none
after clear_liveness: 0
 * check-output-end
 */
