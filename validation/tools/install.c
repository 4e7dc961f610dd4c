/*
 * `make install` into a scratch folder, then the installed headers
 * compiled as C and C++ and the example tools built through sparse.pc
 * against that folder only, and run: scripts/check-install.
 */
/*
 * check-name: make install: headers, libsparse.a and sparse.pc make a library a tool builds against
 * check-command: ../scripts/check-install
 * check-timeout: 60
 *
 * check-output-start
check-install: ok: the headers as C and C++, libsparse.a, sparse.pc; examples symbols callgraph lock-rule backend indexer, a C++ tool and an API tool built with them and run
 * check-output-end
 */
