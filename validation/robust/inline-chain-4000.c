// 4,000 calls of an inline function one after the other: a chain of
// blocks that flow.c's merge_child() joins from the last up, each block
// copied into the one above.  The copied lists were kept until the end
// of the function: 960 MB (upstream's sparse too, 958 MB); their nodes
// are freed as they are copied (36 MB).  Within 100 MB.
/*
 * check-name: a chain of 4,000 inlined calls is merged within 100 MB
 * check-command: ../scripts/check-bounded 100000 inline-chain 4000 ../sparse -Wno-decl
 */
