// A warm Kotlin script compiler for `kotlinc -script N.kts` (docs/server.md#warm-compilers).
//
// Kotlin's recipe is `kotlinc -script N.kts`: kotlinc (Debian's 1.3.31) compiles the script in memory
// (K2JVMCompiler -> KotlinToJVMBytecodeCompiler.compileAndExecuteScript) and runs it in the same JVM by
// calling its constructor (ReflectionUtilKt.tryConstructClassFromStringArgs). This service runs that very
// command line, `K2JVMCompiler.exec(System.err, "-script", "N.kts", args...)`, with the compiler loaded and
// warm across programs (the same kotlin-compiler.jar, found by the same kotlinc script, on the same JVM and
// JDK), except for one call: kotlin-compiler.jar's KotlinToJVMBytecodeCompiler is loaded with its call of
// tryConstructClassFromStringArgs pointed at Hook below, which takes the compiled (loaded, never
// initialised) script class, its generated files and its class path instead of constructing it. So the
// arguments are parsed, the scripting plugin loaded, the script definition found, the script analysed and
// generated, and the diagnostics rendered (relative to this service's folder, where only the program's
// file is, as the real command's run folder) by kotlinc's own code. It runs none of the program's code:
// see docs/server.md ("Why it runs no program code").
//
// A compile the real command would stop at (exit 1, COMPILATION_ERROR) or one that reaches the script's
// run both answer files for the run folder (.mcjudge-warm/ and McjudgeKotlinScript's class files) and the
// arguments for the step's `kotlinc` to go on with: `-J-noverify -J-cp -J. -JMcjudgeKotlinScript`, so the kotlinc
// script starts its JVM as for the real command (same java, same JAVA_OPTS, -noverify) but with
// McjudgeKotlinScript as its main class, which prints what the compiler printed and then runs the script
// as compileAndExecuteScript would. Anything else (another exit status, output on stdout while compiling,
// a compiler crash or a stack overflow) is refused: the step runs the real command.
//
// Protocol: one JSON line per request on stdin, {id, cwd, args, files: {name: base64}}, where args are
// kotlinc's arguments; one JSON line per answer on stdout, {id, exitCode, stderr, then, written} or
// {id, error}. Started by start-service as `java ... WarmKotlinc <kotlin-compiler.jar> <classes folder>`.

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.CodeSigner;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;

public class WarmKotlinc {
    static final String DATA = ".mcjudge-warm";
    static final String RUNNER = "McjudgeKotlinScript";
    /** The one class loaded changed, and the call in it that is pointed at Hook. */
    static final String PATCHED = "org.jetbrains.kotlin.cli.jvm.compiler.KotlinToJVMBytecodeCompiler";
    static final String CONSTRUCT_OWNER = "org/jetbrains/kotlin/script/ReflectionUtilKt";
    static final String CONSTRUCT = "tryConstructClassFromStringArgs";
    /**
     * The compiler runs on a thread with this much stack: a program deep enough to overflow it is refused
     * and goes to the real command, so no program compiles here that would overflow the real compiler's
     * main thread (1 MiB, its frames colder, so larger).
     */
    static final long COMPILE_STACK_BYTES = 256 * 1024;
    /**
     * Frames of the real command below CLITool.exec, outside Method.invoke's own: K2JVMCompiler.main,
     * K2JVMCompiler$Companion.main, CLITool$Companion.doMain and doMainNoExit (McjudgeKotlinScript makes the
     * frames below the script's constructor as many as the real command's).
     */
    static final int FRAMES_BELOW_EXEC = 4;

    static URLClassLoader compiler;
    static Class<?> k2jvm;
    static Method exec;
    static Method exitCodeOf;
    static Map<String, byte[]> runnerClasses;
    static final Path WORK = Paths.get("").toAbsolutePath();
    static final ExecutorService COMPILE_THREAD = Executors.newSingleThreadExecutor((r) -> new Thread(null, r, "warm-kotlinc", COMPILE_STACK_BYTES));

    public static void main(String[] argv) throws Exception {
        // Answers only on the real stdout: anything else printing goes to stderr.
        PrintStream answers = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
        PrintStream err = System.err;
        System.setOut(err);
        // What CLITool.doMain sets before its compiler runs.
        if (System.getProperty("java.awt.headless") == null) System.setProperty("java.awt.headless", "true");
        if (System.getProperty("kotlin.colors.enabled") == null) System.setProperty("kotlin.colors.enabled", "true");
        Path jar = Paths.get(argv[0]);
        compiler = new PatchingLoader(new URL[] {jar.toUri().toURL()}, WarmKotlinc.class.getClassLoader());
        k2jvm = compiler.loadClass("org.jetbrains.kotlin.cli.jvm.K2JVMCompiler");
        exec = k2jvm.getMethod("exec", PrintStream.class, String[].class);
        exitCodeOf = compiler.loadClass("org.jetbrains.kotlin.cli.common.ExitCode").getMethod("getCode");
        runnerClasses = new TreeMap<>();
        try (Stream<Path> files = Files.list(Paths.get(argv[1]))) {
            for (Path f : (Iterable<Path>) files::iterator) {
                String name = f.getFileName().toString();
                if (name.startsWith(RUNNER) && name.endsWith(".class")) runnerClasses.put(name, Files.readAllBytes(f));
            }
        }
        if (!runnerClasses.containsKey(RUNNER + ".class")) throw new IllegalStateException("McjudgeKotlinScript.class is missing");
        // This service's own classes are loaded now, so the folder start-service compiled them into can go.
        try (Stream<Path> files = Files.list(Paths.get(argv[1]))) {
            for (Path f : (Iterable<Path>) files::iterator) {
                String name = f.getFileName().toString();
                if (name.endsWith(".class") && !name.startsWith(RUNNER)) Class.forName(name.substring(0, name.length() - ".class".length()), false, WarmKotlinc.class.getClassLoader());
                Files.delete(f);
            }
        }
        Files.delete(Paths.get(argv[1]));
        // Its own folder goes when it ends (unless killed; in a sandbox its /tmp goes with it anyway).
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            clear();
            WORK.toFile().delete();
        }));

        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line; (line = in.readLine()) != null; ) {
            Object id = null;
            String answer;
            try {
                Map<String, Object> request = WarmJavac.Json.object(WarmJavac.Json.parse(line));
                id = request.get("id");
                Map<String, Object> result = new LinkedHashMap<>();
                result.put("id", id);
                result.putAll(compile(request));
                answer = WarmJavac.Json.write(result);
            } catch (Throwable e) {
                Map<String, Object> result = new LinkedHashMap<>();
                result.put("id", id);
                StringWriter trace = new StringWriter();
                e.printStackTrace(new PrintWriter(trace));
                result.put("error", trace.toString());
                answer = WarmJavac.Json.write(result);
            } finally {
                System.setOut(err);
                System.setErr(err);
            }
            answers.print(answer);
            answers.print('\n');
            answers.flush();
        }
        System.exit(0);
    }

    /** A request the service does not take: the step runs the real command. */
    static final class Refused extends RuntimeException {
        Refused(String why) {
            super(why);
        }
    }

    /** What Hook took from the compiler in place of constructing the script. */
    static final class Captured {
        String scriptClass;
        final Map<String, byte[]> files = new TreeMap<>();
        final List<String> classPath = new ArrayList<>();
        int framesToExec;
        /** How many of the bytes the compiler printed it had printed by then (the rest: messages it held back till the end, printed after the script). */
        int printedBefore;
    }

    static Captured captured;
    /** Where the compiler prints, for the compile under way. */
    static PrintStream errStream;
    static ByteArrayOutputStream errBytes;

    /**
     * Called by the compiler where the real one calls ReflectionUtilKt.tryConstructClassFromStringArgs (same
     * name and descriptor): keeps the script class's generated files (its GeneratedClassLoader's), the class
     * path of its parent loader, and how many frames lie between this call and the outermost CLITool.exec;
     * constructs nothing and answers non-null ("constructed"), so compileAndExecuteScript returns OK.
     */
    public static final class Hook {
        public static Object tryConstructClassFromStringArgs(Class<?> script, List<String> args) throws Exception {
            ClassLoader generated = script.getClassLoader();
            if (!generated.getClass().getName().equals("org.jetbrains.kotlin.codegen.GeneratedClassLoader")) throw new Refused("the script class has another loader: " + generated);
            // What tryConstructClassFromStringArgs tries first; its fallback (kotlin-reflect over other constructors) is not taken here.
            script.getConstructor(String[].class);
            Captured c = new Captured();
            c.scriptClass = script.getName();
            Class<?> outputFile = compiler.loadClass("org.jetbrains.kotlin.backend.common.output.OutputFile");
            Method path = outputFile.getMethod("getRelativePath");
            Method bytes = outputFile.getMethod("asByteArray");
            for (Object f : (List<?>) generated.getClass().getMethod("getAllGeneratedFiles").invoke(generated)) {
                c.files.put((String) path.invoke(f), (byte[]) bytes.invoke(f));
            }
            ClassLoader parent = generated.getParent();
            if (!(parent instanceof URLClassLoader) || parent.getParent() != null) throw new Refused("the script's parent loader is not a class path: " + parent);
            for (URL u : ((URLClassLoader) parent).getURLs()) c.classPath.add(u.toString());
            StackTraceElement[] frames = new Throwable().getStackTrace();
            int exec = -1;
            for (int i = 0; i < frames.length; i++) if (frames[i].getClassName().equals("org.jetbrains.kotlin.cli.common.CLITool") && frames[i].getMethodName().equals("exec")) exec = i;
            if (exec < 0) throw new Refused("CLITool.exec is not on the stack");
            c.framesToExec = exec + 1;
            errStream.flush();
            c.printedBefore = errBytes.size();
            captured = c;
            return Boolean.TRUE;
        }
    }

    static Map<String, Object> compile(Map<String, Object> request) throws Exception {
        List<String> args = new ArrayList<>();
        for (Object a : WarmJavac.Json.array(request.get("args"))) args.add(WarmJavac.Json.string(a));
        Map<String, Object> files = WarmJavac.Json.object(request.get("files"));
        // Only `-script <file> [plain arguments]`: any option could give the compiler a plugin, a class path or a script definition.
        if (args.size() < 2 || !args.get(0).equals("-script")) throw new Refused("not a plain -script run: " + args);
        String name = args.get(1);
        for (String a : args.subList(1, args.size())) if (a.startsWith("-") || a.startsWith("@")) throw new Refused("unsupported kotlinc arguments: " + args);
        if (!name.endsWith(".kts") || !files.containsKey(name)) throw new Refused("the script is not one of the program's files: " + name);

        // This folder as the run folder: the program's files only.
        clear();
        for (Map.Entry<String, Object> f : files.entrySet()) {
            Path p = WORK.resolve(f.getKey()).normalize();
            if (!p.startsWith(WORK) || p.equals(WORK)) throw new Refused("a file outside the folder: " + f.getKey());
            Files.createDirectories(p.getParent());
            Files.write(p, Base64.getDecoder().decode(WarmJavac.Json.string(f.getValue())));
        }

        // What the real command prints on stderr (System.err: the default charset unless stderr is a console).
        String encoding = System.getProperty("sun.stderr.encoding");
        Charset charset = encoding != null ? Charset.forName(encoding) : Charset.defaultCharset();
        errBytes = new ByteArrayOutputStream();
        ByteArrayOutputStream outBytes = new ByteArrayOutputStream();
        PrintStream errStream = new PrintStream(errBytes, true, charset);
        WarmKotlinc.errStream = errStream;
        captured = null;
        int exitCode;
        System.setErr(errStream);
        System.setOut(new PrintStream(outBytes, true, charset));
        try {
            Future<Object> running = COMPILE_THREAD.submit(() -> exec.invoke(k2jvm.getConstructor().newInstance(), errStream, args.toArray(new String[0])));
            try {
                exitCode = (Integer) exitCodeOf.invoke(running.get());
            } catch (java.util.concurrent.ExecutionException e) {
                Throwable cause = e.getCause() instanceof InvocationTargetException ? e.getCause().getCause() : e.getCause();
                if (cause instanceof StackOverflowError) throw new Refused("the compiler overflowed the compile thread's stack");
                throw e;
            }
        } finally {
            errStream.flush();
            // The program's file goes at once (a service killed with SIGKILL leaves at most its empty folder).
            clear();
        }
        if (outBytes.size() > 0) throw new Refused("the compiler wrote on stdout");
        byte[] printed = errBytes.toByteArray();
        Captured c = captured;
        captured = null;
        if (c == null && exitCode != 1) throw new Refused("kotlinc ended with exit status " + exitCode + " without running the script: " + new String(printed, charset));
        if (c != null && exitCode != 0) throw new Refused("kotlinc ended with exit status " + exitCode + " after compiling the script");

        List<String> scriptArgs = args.subList(2, args.size());
        Map<String, Object> written = new LinkedHashMap<>();
        for (Map.Entry<String, byte[]> r : runnerClasses.entrySet()) written.put(r.getKey(), base64(r.getValue()));
        written.put(DATA + "/launch", base64(launchData(exitCode, printed, c, scriptArgs)));
        // kotlinc puts the -J options first and its own -noverify after them (where, after the main class,
        // it is the program's argument): it is given first, as the JVM option the real command has.
        List<Object> then = new ArrayList<>(List.of("-J-noverify", "-J-cp", "-J.", "-J" + RUNNER));
        then.addAll(scriptArgs);
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("exitCode", 0);
        answer.put("stderr", "");
        answer.put("then", then);
        answer.put("written", written);
        return answer;
    }

    /** Empties this service's folder. */
    static void clear() {
        try (Stream<Path> old = Files.walk(WORK)) {
            old.sorted(Comparator.reverseOrder()).filter((p) -> !p.equals(WORK)).forEach((p) -> p.toFile().delete());
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /**
     * What McjudgeKotlinScript reads (java.io.DataInputStream): the compiler's exit status, the bytes it
     * printed before it would have constructed the script and those it printed after (kotlinc holds back
     * the messages that have a place in the file, GroupingMessageCollector, till its exec ends); for a compiled script, its class name, its arguments, the URLs of its parent loader, how
     * many frames to put below its constructor, and its generated files.
     */
    static byte[] launchData(int exitCode, byte[] printed, Captured c, List<String> scriptArgs) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.writeInt(exitCode);
        int before = c != null ? c.printedBefore : printed.length;
        out.writeInt(before);
        out.write(printed, 0, before);
        out.writeInt(printed.length - before);
        out.write(printed, before, printed.length - before);
        if (c != null) {
            out.writeUTF(c.scriptClass);
            out.writeInt(scriptArgs.size());
            for (String a : scriptArgs) out.writeUTF(a);
            out.writeInt(c.classPath.size());
            for (String u : c.classPath) out.writeUTF(u);
            out.writeInt(c.framesToExec + FRAMES_BELOW_EXEC);
            out.writeInt(c.files.size());
            for (Map.Entry<String, byte[]> f : c.files.entrySet()) {
                out.writeUTF(f.getKey());
                out.writeInt(f.getValue().length);
                out.write(f.getValue());
            }
        }
        out.flush();
        return bytes.toByteArray();
    }

    static String base64(byte[] bytes) {
        return Base64.getEncoder().encodeToString(bytes);
    }

    /** kotlin-compiler.jar, with PATCHED's call of tryConstructClassFromStringArgs pointed at Hook. */
    static final class PatchingLoader extends URLClassLoader {
        PatchingLoader(URL[] urls, ClassLoader parent) {
            super(urls, parent);
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            if (!name.equals(PATCHED)) return super.findClass(name);
            String resource = name.replace('.', '/') + ".class";
            URL url = findResource(resource);
            if (url == null) throw new ClassNotFoundException(name);
            byte[] bytes;
            try (InputStream in = url.openStream()) {
                bytes = redirect(in.readAllBytes(), CONSTRUCT_OWNER, CONSTRUCT, Hook.class.getName().replace('.', '/'));
            } catch (IOException e) {
                throw new ClassNotFoundException(name, e);
            }
            return defineClass(name, bytes, 0, bytes.length, new CodeSource(getURLs()[0], (CodeSigner[]) null));
        }
    }

    /**
     * A class file with its one method reference owner.name (any descriptor) given another owner: two
     * constant pool entries (the new owner's name and class) are added, and the reference's class index
     * points at them. Nothing else in the class changes.
     */
    static byte[] redirect(byte[] cls, String owner, String name, String newOwner) {
        java.nio.ByteBuffer b = java.nio.ByteBuffer.wrap(cls);
        if (b.getInt(0) != 0xCAFEBABE) throw new IllegalStateException("not a class file");
        int count = b.getShort(8) & 0xffff;
        int[] at = new int[count];
        int[] tags = new int[count];
        int p = 10;
        for (int i = 1; i < count; i++) {
            at[i] = p;
            int tag = cls[p] & 0xff;
            tags[i] = tag;
            switch (tag) {
                case 1: p += 3 + (b.getShort(p + 1) & 0xffff); break;
                case 3: case 4: p += 5; break;
                case 5: case 6: p += 9; i++; break;
                case 7: case 8: case 16: case 19: case 20: p += 3; break;
                case 9: case 10: case 11: case 12: case 17: case 18: p += 5; break;
                case 15: p += 4; break;
                default: throw new IllegalStateException("unknown constant pool tag " + tag);
            }
        }
        int end = p;
        int found = -1;
        for (int i = 1; i < count; i++) {
            if (tags[i] != 10) continue;
            int classIndex = b.getShort(at[i] + 1) & 0xffff;
            int nat = b.getShort(at[i] + 3) & 0xffff;
            if (utf8(cls, b, at, b.getShort(at[classIndex] + 1) & 0xffff).equals(owner) && utf8(cls, b, at, b.getShort(at[nat] + 1) & 0xffff).equals(name)) {
                if (found >= 0) throw new IllegalStateException("more than one reference to " + owner + "." + name);
                found = i;
            }
        }
        if (found < 0) throw new IllegalStateException("no reference to " + owner + "." + name);
        byte[] ownerUtf = newOwner.getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream out = new ByteArrayOutputStream(cls.length + ownerUtf.length + 6);
        byte[] head = java.util.Arrays.copyOf(cls, end);
        head[8] = (byte) ((count + 2) >> 8);
        head[9] = (byte) (count + 2);
        head[at[found] + 1] = (byte) ((count + 1) >> 8);
        head[at[found] + 2] = (byte) (count + 1);
        out.write(head, 0, end);
        out.write(1);
        out.write(ownerUtf.length >> 8);
        out.write(ownerUtf.length);
        out.write(ownerUtf, 0, ownerUtf.length);
        out.write(7);
        out.write(count >> 8);
        out.write(count);
        out.write(cls, end, cls.length - end);
        return out.toByteArray();
    }

    static String utf8(byte[] cls, java.nio.ByteBuffer b, int[] at, int index) {
        if ((cls[at[index]] & 0xff) != 1) throw new IllegalStateException("not a Utf8 entry: " + index);
        int length = b.getShort(at[index] + 1) & 0xffff;
        return new String(cls, at[index] + 3, length, StandardCharsets.UTF_8);
    }
}
