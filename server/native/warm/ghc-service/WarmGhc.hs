-- `ghc` kept warm (warm-ghc.ts): one GHC session, through GHC's own API, that compiles program after
-- program as `ghc ARGS N.hs` would in --make mode, with base's and the other packages' interfaces
-- loaded once instead of by every program's compiler.
--
-- It runs none of a program's code: warm-ghc.ts sends only files whose pragmas cannot turn on
-- Template Haskell, quasi-quotes, annotations, plugins or options (so nothing is evaluated at compile
-- time); the link runs the C toolchain, as ghc does, and never the program.
--
-- Protocol, one line each way. Request: {"id":N,"args":HEX,"file":HEX,"text":HEX}: ghc's arguments
-- (one per line), the program's file name and its bytes; the service writes the file in its folder
-- (the current one), compiles, and answers {"id":N,"exitCode":E,"stdout":HEX,"stderr":HEX,
-- "written":{HEX:HEX}}: what ghc would have printed on each stream (fds 1 and 2 go to files during the
-- compile, so the C toolchain's output is there too) and every file the compile made, which it then
-- removes. A request it cannot read or carry out ends the service (the pool starts another).
{-# LANGUAGE ScopedTypeVariables #-}
module Main (main) where

import Control.Exception (SomeException)
import Control.Monad (forM, unless)
import Control.Monad.IO.Class (liftIO)
import qualified Data.ByteString as B
import qualified Data.ByteString.Builder as BB
import qualified Data.ByteString.Char8 as BC
import qualified Data.ByteString.Lazy as BL
import Data.Char (digitToInt, isDigit)
import Data.List (isSuffixOf, partition, sort)
import System.Directory (getDirectoryContents, removeFile)
import System.Environment (getArgs)
import System.IO
import System.Posix.IO (OpenMode (WriteOnly), closeFd, defaultFileFlags, dupTo, openFd, stdError, stdOutput, trunc, dup, fdToHandle)

import GHC
import GHC.Driver.Monad (modifySession)
import GHC.Driver.Session (Option (FileOption), ldInputs)
import GHC.Driver.Types (HscEnv (..), emptyHomePackageTable)
import qualified Control.Monad.Catch as Catch

main :: IO ()
main = do
  [libdir] <- getArgs
  -- The answers go on a copy of the original stdout: fds 1 and 2 are the compile's during each one.
  answers <- dup stdOutput >>= fdToHandleBinary
  hSetBinaryMode stdin True
  runGhc (Just libdir) $ do
    base <- getSessionDynFlags
    -- As ghc's Main sets them for --make: compile the home modules, link a program, verbosity 1.
    let start = base {ghcMode = CompManager, ghcLink = LinkBinary, verbosity = 1}
    let loop = do
          eof <- liftIO (hIsEOF stdin)
          unless eof $ do
            line <- liftIO (B.hGetLine stdin)
            answer <- serve start line
            liftIO (BL.hPut answers (BB.toLazyByteString answer) >> hFlush answers)
            loop
    loop
  where
    fdToHandleBinary fd = do
      h <- fdToHandle fd
      hSetBinaryMode h True
      hSetBuffering h (BlockBuffering Nothing)
      return h

serve :: DynFlags -> B.ByteString -> Ghc BB.Builder
serve start line = case request line of
  Nothing -> liftIO (ioError (userError "unreadable request"))
  Just (rid, args, file, text) -> do
    before <- liftIO (getDirectoryContents ".")
    liftIO (B.writeFile file text)
    code <- captured "/tmp/warm-ghc.out" "/tmp/warm-ghc.err" (compile start args)
    out <- liftIO (B.readFile "/tmp/warm-ghc.out")
    err <- liftIO (B.readFile "/tmp/warm-ghc.err")
    after <- liftIO (getDirectoryContents ".")
    let made = sort [f | f <- after, f `notElem` before, f /= file]
    written <- liftIO $ forM made $ \f -> do
      bytes <- B.readFile f
      removeFile f
      return (f, bytes)
    liftIO (removeFile file)
    return $
      BB.string7 "{\"id\":" <> BB.intDec rid
        <> BB.string7 ",\"exitCode\":" <> BB.intDec code
        <> field "stdout" out <> field "stderr" err
        <> BB.string7 ",\"written\":{"
        <> mconcat [(if i > 0 then BB.char7 ',' else mempty) <> hex (BC.pack f) <> BB.char7 ':' <> hex b | (i, (f, b)) <- zip [0 :: Int ..] written]
        <> BB.string7 "}}\n"
  where
    field name bytes = BB.string7 (",\"" ++ name ++ "\":") <> hex bytes
    hex bytes = BB.char7 '"' <> BB.byteStringHex bytes <> BB.char7 '"'

-- | ghc's --make compile of the request's arguments: flags as ghc parses them, the .hs files the
-- targets, every other file (an object) given to the linker; exit status 0 or 1 as ghc's.
compile :: DynFlags -> [String] -> Ghc Int
compile start args = do
  -- Nothing of the last program stays: its modules, its module graph.
  modifySession (\env -> env {hsc_HPT = emptyHomePackageTable, hsc_mod_graph = mkModuleGraph []})
  (flags, leftovers, warnings) <- parseDynamicFlags start (map noLoc args)
  let (sources, objects) = partition (\f -> ".hs" `isSuffixOf` f) (map unLoc leftovers)
  if not (null warnings) || null sources
    then return 2
    else do
      _ <- setSessionDynFlags flags {ldInputs = map (FileOption "") objects ++ ldInputs flags}
      targets <- mapM (\s -> guessTarget s Nothing) sources
      setTargets targets
      ok <- load LoadAllTargets
      return (if succeeded ok then 0 else 1)

-- | Runs the compile with fds 1 and 2 on two files, as ghc's own streams; a GHC exception is
-- printed as ghc prints one, and counts as exit status 1.
captured :: FilePath -> FilePath -> Ghc Int -> Ghc Int
captured outPath errPath action = do
  saved <- liftIO $ do
    hFlush stdout >> hFlush stderr
    o <- dup stdOutput
    e <- dup stdError
    outFd <- openFd outPath WriteOnly (Just 0o600) defaultFileFlags {trunc = True}
    errFd <- openFd errPath WriteOnly (Just 0o600) defaultFileFlags {trunc = True}
    _ <- dupTo outFd stdOutput
    _ <- dupTo errFd stdError
    closeFd outFd >> closeFd errFd
    return (o, e)
  result <- Catch.try (handleSourceError (\e -> printException e >> return 1) action)
  liftIO $ do
    hFlush stdout >> hFlush stderr
    _ <- dupTo (fst saved) stdOutput
    _ <- dupTo (snd saved) stdError
    closeFd (fst saved) >> closeFd (snd saved)
  -- Anything else (a panic, a flag ghc refuses): not an answer ghc's would be; the real ghc runs.
  return (either (\(_ :: SomeException) -> 2) id result)

-- | {"id":N,"args":HEX,"file":HEX,"text":HEX} → its parts.
request :: B.ByteString -> Maybe (Int, [String], FilePath, B.ByteString)
request line = do
  rid <- number =<< after (BC.pack "\"id\":")
  args <- unhex =<< string "args"
  file <- unhex =<< string "file"
  text <- unhex =<< string "text"
  return (rid, filter (not . null) (lines (BC.unpack args)), BC.unpack file, text)
  where
    after key = let (_, rest) = B.breakSubstring key line in if B.null rest then Nothing else Just (B.drop (B.length key) rest)
    number bytes = let digits = BC.takeWhile isDigit bytes in if B.null digits then Nothing else Just (read (BC.unpack digits))
    string key = BC.takeWhile (/= '"') <$> after (BC.pack ("\"" ++ key ++ "\":\""))

unhex :: B.ByteString -> Maybe B.ByteString
unhex bytes
  | odd (B.length bytes) || not (BC.all (`elem` "0123456789abcdef") bytes) = Nothing
  | otherwise = Just (fst (B.unfoldrN (B.length bytes `div` 2) pair 0))
  where
    pair i = Just (fromIntegral (digitToInt (BC.index bytes i) * 16 + digitToInt (BC.index bytes (i + 1))), i + 2)
