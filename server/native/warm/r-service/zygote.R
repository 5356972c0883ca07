# The R zygote (docs/server.md#the-r-zygote), started as `Rscript zygote.R LIB SECCOMP`: an R started
# as Rscript starts one, which loads LIB (r-zygote.c) and serves requests in it. In the zygote the call
# below never returns. In each program's process it returns, the library is unloaded, and R's loop goes
# on reading its --file, which is now the program's file. So the call must be the last expression here,
# with nothing after it; it leaves nothing behind (no variable, an invisible NULL as the last value).
local({
  lib <- commandArgs(trailingOnly = TRUE)[1]
  dyn.load(lib)
  .C("mcj_r_serve", commandArgs(), length(commandArgs()))
  dyn.unload(lib)
  invisible(NULL)
})
