package dev.catalogstudio.model.starlark;

import java.util.ArrayList;
import java.util.List;

/**
 * A Starlark run-time error: raised by an operation, a built-in, {@code fail}, or an exhausted {@link Budget}.
 * As it leaves each function call, the evaluator records the call's frame: the function, its program and the
 * 0-based UTF-16 offset of the statement, call or operator it was evaluating ({@link #stack()}, innermost first).
 */
public class EvalException extends RuntimeException {

    /** One active call when the error happened. */
    public record Frame(String function, Program program, int offset) {
    }

    private final List<Frame> stack = new ArrayList<>();

    public EvalException(String message) {
        super(message, null, false, false);
    }

    /** The calls active when the error happened, innermost first. */
    public List<Frame> stack() {
        return stack;
    }

    /** The innermost frame in {@code program}, or {@code null}. */
    public Frame frameIn(Program program) {
        for (Frame f : stack) {
            if (f.program() == program) {
                return f;
            }
        }
        return null;
    }

    void push(Frame frame) {
        stack.add(frame);
    }
}
