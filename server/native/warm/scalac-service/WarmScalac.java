// A warm Scala 2 compiler for `scala -nc N.scala` (docs/server.md#warm-compilers).
//
// Scala's recipe on Scala 2.11 is `scala -nc N.scala`: the runner (scala.tools.nsc.MainGenericRunner)
// reads its settings (GenericRunnerCommand), and its ScriptRunner compiles the file in the same JVM
// (a fresh Global and Run, the file wrapped as a script whose main object is `Main`, or an object with
// main renamed to `Main`) into a temporary folder, then runs `Main` through ObjectRunner. This service
// does the compile half exactly so, with the compiler's classes loaded and JIT-compiled across
// programs: the same settings (GenericRunnerCommand on the same arguments, in a JVM started by the same
// runner script: the same class path, scala.home and scala.usejavacp), the same steps as ScriptRunner's
// compile (`-Xscript Main`, an output folder, a ConsoleReporter, `Global(settings, reporter)`, a
// `new Run` compiling the file by its name as given, relative to a folder of its own holding only the
// program's files, as the real compiler's "." is the run folder), the diagnostics as bytes the real
// command writes to stderr. A fresh Global per program: nothing of one program is seen by the next.
//
// It runs none of the program's code: scalac executes code other than its own only through compiler
// plugins (-Xplugin, -Xpluginsdir; only `-nc <file>` is accepted here) and macros, and a macro can only
// be expanded from a class already compiled on the class path (a macro defined in the program being
// compiled is rejected: "macro implementation not found"); the class path is the Scala installation's
// jars and the JDK, as for the real command.
//
// A compile that fails answers the whole step (exit 1, the diagnostics on stderr); one with no `Main`
// answers exit 0 (the runner runs nothing then). Otherwise the answer is files for the run folder (the
// class files, what the compiler printed, the real runner's frames, and the class files of
// McjudgeWarmScala.java) and the arguments of the `scala` that goes on: `-cp .mcjudge-warm
// McjudgeWarmScala <args>`.
//
// Protocol: one JSON line per request on stdin, {"id":N,"data":"<base64>"}, where data is, NUL-separated
// UTF-8: the args (without `scala`), an empty field, then name and base64 content of each file; one JSON
// line per answer on stdout, {"id":N,"exitCode":C,"stderr":"<base64>"} with "then":"<base64 of
// NUL-separated args>" and "written":{"<name>":"<base64>"} when the step goes on, or {"id":N,"error":"..."}.

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

import scala.Console$;
import scala.collection.JavaConverters$;
import scala.runtime.AbstractFunction1;
import scala.runtime.BoxedUnit;
import scala.tools.nsc.GenericRunnerCommand;
import scala.tools.nsc.GenericRunnerSettings;
import scala.tools.nsc.Global;
import scala.tools.nsc.Global$;
import scala.tools.nsc.reporters.ConsoleReporter;

public class WarmScalac {
    /** The folder of the launch data in the run folder; McjudgeWarmScala removes it before the program runs. */
    static final String DATA = ".mcjudge-warm";
    static final String LAUNCHER = "McjudgeWarmScala";
    /** The name ScriptRunner gives the script's main object. */
    static final String MAIN = "Main";
    /**
     * scalac runs on a thread with this much stack: a program deep enough to overflow it is refused and goes
     * to the real command, so no program compiles here that would overflow the real runner's 1 MiB main
     * thread (whose compiler frames are colder, so larger).
     */
    static final long COMPILE_STACK_BYTES = 256 * 1024;
    static final Pattern REQUEST = Pattern.compile("\\{\"id\":(\\d+),\"data\":\"([A-Za-z0-9+/=]*)\"\\}");

    /** McjudgeWarmScala's class files, compiled once at start. */
    static Map<String, byte[]> launcherClasses;
    /** The real runner's frames between ObjectRunner.runAndCatch and MainGenericRunner.run$1 (see probeRunnerFrames). */
    static List<StackTraceElement> runnerFrames;
    static final Path HERE = Paths.get("").toAbsolutePath();

    /** argv: McjudgeWarmScala.java, and the pid of the runner script that started this JVM. */
    public static void main(String[] argv) throws Exception {
        // Answers only on the real stdout: anything else printing goes to stderr.
        PrintStream answers = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), false, StandardCharsets.UTF_8);
        PrintStream err = System.err;
        System.setOut(err);
        watchParent(Long.parseLong(argv[1]));
        try {
            serve(argv, answers, err);
        } finally {
            clean(HERE, true);
        }
    }

    static void serve(String[] argv, PrintStream answers, PrintStream err) throws Exception {
        launcherClasses = compileLauncher(Paths.get(argv[0]));
        runnerFrames = probeRunnerFrames();

        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line; (line = in.readLine()) != null; ) {
            Matcher m = REQUEST.matcher(line);
            String id = m.matches() ? m.group(1) : "null";
            StringBuilder answer = new StringBuilder("{\"id\":").append(id);
            try {
                if (!m.matches()) throw new IllegalArgumentException("not a request: " + line);
                Map<String, Object> result = compile(new String(Base64.getDecoder().decode(m.group(2)), StandardCharsets.UTF_8));
                for (Map.Entry<String, Object> e : result.entrySet()) {
                    answer.append(",\"").append(e.getKey()).append("\":");
                    if (e.getValue() instanceof Map) {
                        answer.append('{');
                        boolean first = true;
                        for (Map.Entry<?, ?> f : ((Map<?, ?>) e.getValue()).entrySet()) {
                            answer.append(first ? "" : ",").append(quote((String) f.getKey())).append(':').append(quote((String) f.getValue()));
                            first = false;
                        }
                        answer.append('}');
                    } else if (e.getValue() instanceof String) answer.append(quote((String) e.getValue()));
                    else answer.append(e.getValue());
                }
            } catch (Throwable e) {
                StringWriter trace = new StringWriter();
                e.printStackTrace(new PrintWriter(trace));
                answer = new StringBuilder("{\"id\":").append(id).append(",\"error\":").append(quote(trace.toString()));
            } finally {
                System.setOut(err);
                System.setErr(err);
                clean(HERE, false);
            }
            answers.print(answer.append("}\n"));
            answers.flush();
        }
    }

    /** A JSON string: printable ASCII as is, everything else escaped. */
    static String quote(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') b.append('\\').append(c);
            else if (c >= 0x20 && c < 0x7f) b.append(c);
            else b.append(String.format("\\u%04x", (int) c));
        }
        return b.append('"').toString();
    }

    /**
     * The runner script starts this JVM as its child (its pid is given): when the pool kills the script (a
     * timeout, or the pool closing without a sandbox), this JVM stops too, and removes its folder.
     */
    static void watchParent(long script) {
        Thread t = new Thread(() -> {
            while (true) {
                if (ProcessHandle.current().parent().map(p -> p.pid() != script || !p.isAlive()).orElse(true)) {
                    clean(HERE, true);
                    Runtime.getRuntime().halt(0);
                }
                try {
                    Thread.sleep(200);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "parent-watch");
        t.setDaemon(true);
        t.start();
    }

    /** Removes what is in a folder (and the folder itself if asked). */
    static void clean(Path dir, boolean itself) {
        try (Stream<Path> all = Files.walk(dir)) {
            all.sorted(Comparator.reverseOrder()).filter(p -> itself || !p.equals(dir)).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // gone already
        }
    }

    /** A request the service does not take: the step runs the real command. */
    static final class Refused extends RuntimeException {
        Refused(String why) {
            super(why);
        }
    }

    static scala.collection.immutable.List<String> scalaList(List<String> list) {
        return JavaConverters$.MODULE$.asScalaBufferConverter(list).asScala().toList();
    }

    static Map<String, Object> compile(String data) throws Exception {
        List<String> fields = Arrays.asList(data.split("\0", -1));
        int blank = fields.indexOf("");
        if (blank < 0 || (fields.size() - blank - 1) % 2 != 0) throw new IllegalArgumentException("bad request data");
        List<String> args = fields.subList(0, blank);
        Map<String, byte[]> files = new LinkedHashMap<>();
        for (int i = blank + 1; i < fields.size(); i += 2) files.put(fields.get(i), Base64.getDecoder().decode(fields.get(i + 1)));

        // Only `-nc <file>.scala [program args]`: any other option (a plugin, a class path, -save, -e, -i) goes to the real command.
        if (args.size() < 2 || !args.get(0).equals("-nc") || args.get(1).startsWith("-") || !args.get(1).endsWith(".scala")) throw new Refused("unsupported scala arguments: " + args);
        String file = args.get(1);
        if (!files.containsKey(file)) throw new Refused("the script is not one of the program's files: " + file);
        for (Map.Entry<String, byte[]> f : files.entrySet()) {
            Path p = HERE.resolve(f.getKey()).normalize();
            if (!p.startsWith(HERE) || p.equals(HERE)) throw new Refused("a file outside the folder: " + f.getKey());
            Files.createDirectories(p.getParent());
            Files.write(p, f.getValue());
        }

        // MainGenericRunner.process: the runner's command line, as it reads it.
        List<String> complaints = new ArrayList<>();
        GenericRunnerCommand command = new GenericRunnerCommand(scalaList(args), new AbstractFunction1<String, BoxedUnit>() {
            @Override
            public BoxedUnit apply(String message) {
                complaints.add(message);
                return BoxedUnit.UNIT;
            }
        });
        GenericRunnerSettings settings = command.settings();
        if (!command.ok() || !complaints.isEmpty() || command.shouldStopWithInfo() || !command.howToRun().getClass().getName().equals("scala.tools.nsc.GenericRunnerCommand$AsScript$") || !file.equals(command.thingToRun())
                || !settings.execute().isDefault() || !settings.loadfiles().isDefault() || settings.save().isSetByUser() || !settings.nc().isSetByUser())
            throw new Refused("not a plain script run: " + args + " " + complaints);

        // ScriptRunner's compile: the output folder, -Xscript Main, a ConsoleReporter on what is stderr, a fresh Global and Run.
        Path out = Files.createTempDirectory("scalascript");
        try {
            settings.outdir().value_$eq(out.toString());
            settings.script().value_$eq(MAIN);
            ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
            ByteArrayOutputStream stray = new ByteArrayOutputStream();
            boolean failed = onSmallStack(() -> {
                PrintStream strayStream = new PrintStream(stray, true);
                System.setOut(strayStream);
                System.setErr(strayStream);
                Console$.MODULE$.setOut(strayStream);
                Console$.MODULE$.setErr(strayStream);
                ConsoleReporter reporter = new ConsoleReporter(settings, Console$.MODULE$.in(), new PrintWriter(diagnostics, true));
                Global compiler = Global$.MODULE$.apply(settings, reporter);
                compiler.new Run().compile(scalaList(List.of(file)));
                return reporter.hasErrors();
            });
            // Anything printed other than through the reporter: not a case this service knows.
            if (stray.size() > 0) throw new Refused("the compiler printed outside its reporter: " + stray.toString(StandardCharsets.UTF_8));
            Map<String, Object> answer = new LinkedHashMap<>();
            if (failed) {
                // No class to run: the runner exits 1 after the diagnostics.
                answer.put("exitCode", 1);
                answer.put("stderr", base64(diagnostics.toByteArray()));
                return answer;
            }
            if (!Files.isRegularFile(out.resolve(MAIN + ".class"))) {
                // Compiled, but nothing named Main to run: the runner exits 0.
                answer.put("exitCode", 0);
                answer.put("stderr", base64(diagnostics.toByteArray()));
                return answer;
            }
            Map<String, String> written = new TreeMap<>();
            for (Map.Entry<String, byte[]> c : launcherClasses.entrySet()) written.put(DATA + "/" + c.getKey() + ".class", base64(c.getValue()));
            try (Stream<Path> all = Files.walk(out)) {
                for (Path p : (Iterable<Path>) all.filter(Files::isRegularFile)::iterator) {
                    // By path in the output folder, URL-encoded (UTF-8): one ASCII file name whatever the JVM's file-name encoding.
                    String name = out.relativize(p).toString();
                    written.put(DATA + "/classes/" + java.net.URLEncoder.encode(name, StandardCharsets.UTF_8), base64(Files.readAllBytes(p)));
                }
            }
            written.put(DATA + "/launch", base64(launchData(diagnostics.toByteArray())));
            List<String> then = new ArrayList<>(List.of("-cp", DATA, LAUNCHER));
            then.addAll(args);
            answer.put("exitCode", 0);
            answer.put("stderr", "");
            answer.put("then", base64(String.join("\0", then).getBytes(StandardCharsets.UTF_8)));
            answer.put("written", written);
            return answer;
        } finally {
            clean(out, true);
        }
    }

    interface Work<T> {
        T run() throws Exception;
    }

    /** Runs the compile on a thread of COMPILE_STACK_BYTES; its overflow is a refusal. */
    static <T> T onSmallStack(Work<T> work) throws Exception {
        Object[] result = new Object[1];
        Throwable[] failure = new Throwable[1];
        Thread t = new Thread(null, () -> {
            try {
                result[0] = work.run();
            } catch (Throwable e) {
                failure[0] = e;
            }
        }, "warm-scalac", COMPILE_STACK_BYTES);
        t.start();
        t.join();
        if (failure[0] instanceof StackOverflowError) throw new Refused("scalac overflowed the compile thread's stack");
        if (failure[0] instanceof Exception) throw (Exception) failure[0];
        if (failure[0] != null) throw (Error) failure[0];
        @SuppressWarnings("unchecked")
        T t2 = (T) result[0];
        return t2;
    }

    /** What McjudgeWarmScala reads (java.io.DataInputStream): the bytes the compiler printed, the runner's frames. */
    static byte[] launchData(byte[] printed) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.writeInt(printed.length);
        out.write(printed);
        out.writeInt(runnerFrames.size());
        for (StackTraceElement f : runnerFrames) {
            out.writeUTF(f.getClassName());
            out.writeUTF(f.getMethodName());
            out.writeUTF(f.getFileName() == null ? "" : f.getFileName());
            out.writeInt(f.getLineNumber());
        }
        out.flush();
        return bytes.toByteArray();
    }

    /**
     * The frames the real runner has below a script's ObjectRunner.runAndCatch, down to
     * MainGenericRunner.runTarget$1 (ScriptRunner's runCompiled, its closures, waitingForThreads,
     * withCompiledScript, runScript, runScriptAndCatch): found by running the runner here (this JVM, the
     * same jars) on a script of this service's own that keeps its stack, before the first request.
     * McjudgeWarmScala puts them in place of its own frames in an exception that escapes the program.
     */
    static List<StackTraceElement> probeRunnerFrames() throws Exception {
        Path dir = Files.createTempDirectory("warm-scalac-probe");
        try {
            Path script = dir.resolve("Probe.scala");
            Files.writeString(script, "System.getProperties.put(\"mcjudge.warm.probe\", new Throwable)\n");
            PrintStream saved = System.err;
            ByteArrayOutputStream printed = new ByteArrayOutputStream();
            System.setErr(new PrintStream(printed, true));
            Console$.MODULE$.setErr(System.err);
            boolean ok;
            try {
                ok = new scala.tools.nsc.MainGenericRunner().process(new String[] {"-nc", script.toString()});
            } finally {
                System.setErr(saved);
                Console$.MODULE$.setErr(saved);
            }
            Object thrown = System.getProperties().remove("mcjudge.warm.probe");
            if (!ok || !(thrown instanceof Throwable)) throw new IllegalStateException("the runner probe did not run: " + printed.toString(StandardCharsets.UTF_8));
            List<StackTraceElement> frames = new ArrayList<>();
            boolean in = false;
            for (StackTraceElement f : ((Throwable) thrown).getStackTrace()) {
                if (in) frames.add(new StackTraceElement(f.getClassName(), f.getMethodName(), f.getFileName(), f.getLineNumber()));
                if (f.getClassName().equals("scala.tools.nsc.ObjectRunner$") && f.getMethodName().equals("runAndCatch")) in = true;
                if (f.getClassName().equals("scala.tools.nsc.MainGenericRunner") && f.getMethodName().equals("runTarget$1")) break;
            }
            if (frames.isEmpty() || !frames.get(frames.size() - 1).getMethodName().equals("runTarget$1")) throw new IllegalStateException("the runner probe's frames are not the runner's: " + frames);
            return frames;
        } finally {
            clean(dir, true);
        }
    }

    /** McjudgeWarmScala's class files: compiled here with the JDK's javac against this JVM's class path (the Scala jars). */
    static Map<String, byte[]> compileLauncher(Path path) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        Map<String, byte[]> classes = new TreeMap<>();
        JavaFileManager memory = new ForwardingJavaFileManager<JavaFileManager>(javac.getStandardFileManager(null, null, null)) {
            @Override
            public JavaFileObject getJavaFileForOutput(Location location, String className, JavaFileObject.Kind kind, FileObject sibling) {
                return new SimpleJavaFileObject(URI.create("memory:///" + className + ".class"), kind) {
                    @Override
                    public OutputStream openOutputStream() {
                        return new ByteArrayOutputStream() {
                            @Override
                            public void close() throws IOException {
                                super.close();
                                classes.put(className, toByteArray());
                            }
                        };
                    }
                };
            }
        };
        String source = Files.readString(path);
        JavaFileObject file = new SimpleJavaFileObject(path.toUri(), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return source;
            }
        };
        StringWriter out = new StringWriter();
        List<String> options = List.of("-classpath", System.getProperty("java.class.path"), "-proc:none", "-nowarn");
        if (!javac.getTask(out, memory, null, options, null, List.of(file)).call() || !classes.containsKey(LAUNCHER)) throw new IllegalStateException("McjudgeWarmScala.java did not compile:\n" + out);
        return classes;
    }

    static String base64(byte[] bytes) {
        return Base64.getEncoder().encodeToString(bytes);
    }
}
