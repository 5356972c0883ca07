// The run half of `scala -nc N.scala` after a warm compile (WarmScalac.java, docs/server.md#warm-compilers).
//
// It runs in the program's own fresh `scala` (`scala -cp .mcjudge-warm McjudgeWarmScala -nc N.scala
// [args]`: the runner script's JVM, the step's JAVA_OPTS, the run folder), never in the warm compiler,
// and does what the real runner's ScriptRunner does after its compile: reads the runner's settings from
// the same arguments, makes the temporary output folder (Directory.makeTemp("scalascript"), removed by
// a shutdown hook) and puts the compiled classes there, then, inside util.waitingForThreads, runs `Main`
// with ObjectRunner.runAndCatch on that folder and the settings' class path, prints an exception that
// escapes with printStackTrace, and exits 1 if there was one. In that exception (its causes and
// suppressed ones) its own frames and the frames of the runner that started it are replaced by the
// frames the real runner has there (WarmScalac finds them). Before that it prints what the compiler
// printed, and removes its files (.mcjudge-warm/), so the program sees the run folder as the real
// runner shows it.

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.File;
import java.io.IOException;
import java.net.URL;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import scala.Console$;
import scala.collection.JavaConverters$;
import scala.reflect.io.Directory;
import scala.reflect.io.Directory$;
import scala.runtime.AbstractFunction0;
import scala.runtime.AbstractFunction1;
import scala.runtime.BoxesRunTime;
import scala.tools.nsc.GenericRunnerCommand;
import scala.tools.nsc.GenericRunnerSettings;
import scala.tools.nsc.ObjectRunner$;
import scala.util.Either;

public class McjudgeWarmScala {
    /**
     * Loads the launch (McjudgeWarmScalaRun) with a loader over the class path's loader, so it uses the
     * very Scala classes the runner uses (the runner loads this class with a loader of its own, whose
     * parent is the boot loader), and removes this launcher's class files.
     */
    public static void main(String[] args) throws Throwable {
        Map<String, byte[]> own = new java.util.HashMap<>();
        File data = new File(".mcjudge-warm");
        for (File f : data.listFiles()) {
            String name = f.getName();
            if (!name.startsWith("McjudgeWarmScala") || !name.endsWith(".class")) continue;
            own.put(name.substring(0, name.length() - ".class".length()), Files.readAllBytes(f.toPath()));
            f.delete();
        }
        ClassLoader loader = new ClassLoader(ClassLoader.getSystemClassLoader()) {
            @Override
            protected Class<?> findClass(String name) throws ClassNotFoundException {
                byte[] bytes = own.get(name);
                if (bytes == null || name.equals("McjudgeWarmScala")) throw new ClassNotFoundException(name);
                return defineClass(name, bytes, 0, bytes.length);
            }
        };
        for (String name : own.keySet()) if (!name.equals("McjudgeWarmScala")) Class.forName(name, false, loader);
        try {
            java.lang.reflect.Method main = Class.forName("McjudgeWarmScalaRun", true, loader).getDeclaredMethod("main", String[].class);
            main.setAccessible(true);
            main.invoke(null, (Object) args);
        } catch (java.lang.reflect.InvocationTargetException e) {
            throw e.getCause();
        }
    }
}

class McjudgeWarmScalaRun {
    static byte[] printed;
    /** The real runner's frames from ScriptRunner's runCompiled down to MainGenericRunner.runTarget$1. */
    static final List<StackTraceElement> runnerFrames = new ArrayList<>();
    /** The program's class files, by path in the output folder. */
    static final Map<String, byte[]> classes = new LinkedHashMap<>();

    public static void main(String[] args) throws Exception {
        load();
        System.err.write(printed);
        System.err.flush();
        System.setProperty("sun.java.command", "scala.tools.nsc.MainGenericRunner " + String.join(" ", args));
        GenericRunnerCommand command = new GenericRunnerCommand(JavaConverters$.MODULE$.asScalaBufferConverter(Arrays.asList(args)).asScala().toList(), new AbstractFunction1<String, scala.runtime.BoxedUnit>() {
            @Override
            public scala.runtime.BoxedUnit apply(String message) {
                Console$.MODULE$.err().println(message);
                return scala.runtime.BoxedUnit.UNIT;
            }
        });
        GenericRunnerSettings settings = command.settings();
        Directory compiled = Directory$.MODULE$.makeTemp("scalascript", Directory$.MODULE$.makeTemp$default$2(), Directory$.MODULE$.makeTemp$default$3());
        scala.sys.package$.MODULE$.addShutdownHook(new AbstractFunction0<scala.runtime.BoxedUnit>() {
            @Override
            public scala.runtime.BoxedUnit apply() {
                compiled.deleteRecursively();
                return scala.runtime.BoxedUnit.UNIT;
            }
        });
        settings.outdir().value_$eq(compiled.path());
        settings.script().value_$eq("Main");
        for (Map.Entry<String, byte[]> c : classes.entrySet()) {
            File f = new File(compiled.jfile(), c.getKey());
            f.getParentFile().mkdirs();
            Files.write(f.toPath(), c.getValue());
        }
        Object ok = scala.tools.nsc.util.package$.MODULE$.waitingForThreads(new AbstractFunction0<Object>() {
            @Override
            public Object apply() {
                return runCompiled(settings, compiled.path(), command.arguments());
            }
        });
        if (!BoxesRunTime.unboxToBoolean(ok)) scala.sys.package$.MODULE$.exit(1);
    }

    /** ScriptRunner.runCompiled: Main on the output folder and the settings' class path; an escaping exception is printed. */
    static boolean runCompiled(GenericRunnerSettings settings, String compiledLocation, scala.collection.immutable.List<String> scriptArgs) {
        List<URL> urls = new ArrayList<>();
        try {
            urls.add(new File(compiledLocation).toURI().toURL());
        } catch (java.net.MalformedURLException e) {
            throw new IllegalStateException(e);
        }
        urls.addAll(JavaConverters$.MODULE$.seqAsJavaListConverter(settings.classpathURLs()).asJava());
        Either<Throwable, Object> result = ObjectRunner$.MODULE$.runAndCatch(JavaConverters$.MODULE$.asScalaBufferConverter(urls).asScala().toList(), "Main", scriptArgs);
        if (result.isLeft()) {
            asFromRunner(result.left().get()).printStackTrace();
            return false;
        }
        return true;
    }

    /**
     * The exception with this class's frames, and those of the runner that started it, replaced by the real
     * runner's (in its trace, its causes' and suppressed ones'): printed, it is what the real runner prints.
     */
    static Throwable asFromRunner(Throwable thrown) {
        if (runnerFrames.isEmpty()) return thrown;
        Set<Throwable> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        List<Throwable> todo = new ArrayList<>(List.of(thrown));
        while (!todo.isEmpty()) {
            Throwable t = todo.remove(todo.size() - 1);
            if (t == null || !seen.add(t)) continue;
            StackTraceElement[] trace = t.getStackTrace();
            int first = -1;
            int last = -1;
            for (int i = 0; i < trace.length; i++) {
                if (first < 0 && trace[i].getClassName().startsWith("McjudgeWarmScala")) first = i;
                if (first >= 0 && trace[i].getClassName().equals("scala.tools.nsc.MainGenericRunner") && trace[i].getMethodName().equals("runTarget$1")) {
                    last = i;
                    break;
                }
            }
            if (first >= 0 && last >= 0) {
                List<StackTraceElement> made = new ArrayList<>(Arrays.asList(trace).subList(0, first));
                made.addAll(runnerFrames);
                made.addAll(Arrays.asList(trace).subList(last + 1, trace.length));
                t.setStackTrace(made.toArray(new StackTraceElement[0]));
            }
            todo.add(t.getCause());
            todo.addAll(Arrays.asList(t.getSuppressed()));
        }
        return thrown;
    }

    /** Reads the launch data and the program's classes, then removes every file of the warm launch. */
    static void load() throws IOException, ClassNotFoundException {
        File data = new File(".mcjudge-warm");
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(Files.readAllBytes(new File(data, "launch").toPath())))) {
            printed = new byte[in.readInt()];
            in.readFully(printed);
            for (int n = in.readInt(); n > 0; n--) {
                String className = in.readUTF();
                String method = in.readUTF();
                String fileName = in.readUTF();
                runnerFrames.add(new StackTraceElement(className, method, fileName.isEmpty() ? null : fileName, in.readInt()));
            }
        }
        File classFolder = new File(data, "classes");
        for (File f : classFolder.listFiles()) {
            classes.put(URLDecoder.decode(f.getName(), StandardCharsets.UTF_8), Files.readAllBytes(f.toPath()));
            f.delete();
        }
        classFolder.delete();
        for (File f : data.listFiles()) f.delete();
        data.delete();
    }
}
